import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { tarefasEndpoints } from '#shared/contracts/tarefas.ts';
import { callApi } from '#web/lib/api-client.ts';
import { tarefasKeys } from './keys.ts';

export const FALHAS_POR_PAGINA = 10;

/** GET /api/admin/tarefas/falhas: tarefas em segundo plano que esgotaram as tentativas. */
export function listarFalhas(pagina: number, signal?: AbortSignal) {
  return callApi<typeof tarefasEndpoints.listarFalhas>(
    { method: 'GET', path: '/api/admin/tarefas/falhas' },
    { query: { pagina, por_pagina: FALHAS_POR_PAGINA }, signal, redirecionar: true },
  );
}

export function useTarefasComFalha(pagina: number) {
  return useQuery({ queryKey: tarefasKeys.falhas(pagina), queryFn: ({ signal }) => listarFalhas(pagina, signal), placeholderData: keepPreviousData });
}
