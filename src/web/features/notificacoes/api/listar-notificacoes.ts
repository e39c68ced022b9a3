import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { notificacoesEndpoints } from '#shared/contracts/notificacoes.ts';
import { callApi } from '#web/lib/api-client.ts';
import { notificacoesKeys } from './keys.ts';

export const NOTIFICACOES_POR_PAGINA = 10;

/** GET /api/notificacoes (não lidas primeiro, depois as mais novas). */
export function listarNotificacoes(pagina: number, porPagina: number, signal?: AbortSignal) {
  return callApi<typeof notificacoesEndpoints.listar>(
    { method: 'GET', path: '/api/notificacoes' },
    { query: { pagina, por_pagina: porPagina }, signal, redirecionar: true },
  );
}

export const notificacoesQuery = (pagina: number, porPagina = NOTIFICACOES_POR_PAGINA) =>
  queryOptions({
    queryKey: notificacoesKeys.lista(pagina, porPagina),
    queryFn: ({ signal }) => listarNotificacoes(pagina, porPagina, signal),
    placeholderData: keepPreviousData,
  });

export function useNotificacoes(pagina: number, porPagina = NOTIFICACOES_POR_PAGINA) {
  return useQuery(notificacoesQuery(pagina, porPagina));
}
