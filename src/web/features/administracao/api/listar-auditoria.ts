import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { auditoriaEndpoints } from '#shared/contracts/auditoria.ts';
import { callApi } from '#web/lib/api-client.ts';
import { administracaoKeys, type FiltrosTrilha } from './keys.ts';

export const TRILHA_POR_PAGINA = 20;

/** GET /api/admin/auditoria: a trilha com busca, ação, período e página. */
export function listarAuditoria(f: FiltrosTrilha, signal?: AbortSignal) {
  return callApi<typeof auditoriaEndpoints.listar>(
    { method: 'GET', path: '/api/admin/auditoria' },
    { query: { ...f, por_pagina: TRILHA_POR_PAGINA }, signal, redirecionar: true },
  );
}

export function useTrilhaAuditoria(f: FiltrosTrilha) {
  return useQuery({ queryKey: administracaoKeys.trilha(f), queryFn: ({ signal }) => listarAuditoria(f, signal), placeholderData: keepPreviousData });
}
