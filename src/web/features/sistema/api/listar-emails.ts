import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { sistemaEndpoints } from '#shared/contracts/sistema.ts';
import { callApi } from '#web/lib/api-client.ts';
import { emailsKeys } from './keys.ts';

export const EMAILS_POR_PAGINA = 20;

/** GET /api/admin/emails: caixa de saída (usada quando não há SMTP configurado). */
export function listarEmails(pagina: number, porPagina: number, signal?: AbortSignal) {
  return callApi<typeof sistemaEndpoints.listarEmails>(
    { method: 'GET', path: '/api/admin/emails' },
    { query: { pagina, por_pagina: porPagina }, signal, redirecionar: true },
  );
}

export const emailsQuery = (pagina: number, porPagina = EMAILS_POR_PAGINA) =>
  queryOptions({
    queryKey: emailsKeys.lista(pagina, porPagina),
    queryFn: ({ signal }) => listarEmails(pagina, porPagina, signal),
    placeholderData: keepPreviousData,
  });

export function useEmails(pagina: number) {
  return useQuery(emailsQuery(pagina));
}
