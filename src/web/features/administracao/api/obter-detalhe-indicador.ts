import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { administracaoEndpoints, FiltrosIndicadores, Indicador } from '#shared/contracts/administracao.ts';
import { callApi } from '#web/lib/api-client.ts';
import { administracaoKeys } from './keys.ts';

export const DETALHE_POR_PAGINA = 10;
export type PedidoDetalhe = FiltrosIndicadores & { indicador: Indicador; evento?: number; pagina: number };

/** GET /api/admin/dashboard-analitico/detalhe: as linhas por trás de um número. */
export function obterDetalheIndicador(p: PedidoDetalhe, signal?: AbortSignal) {
  return callApi<typeof administracaoEndpoints.detalhe>(
    { method: 'GET', path: '/api/admin/dashboard-analitico/detalhe' },
    { query: { ...p, por_pagina: DETALHE_POR_PAGINA }, signal, redirecionar: true },
  );
}

export function useDetalheIndicador(p: PedidoDetalhe | null) {
  return useQuery({
    queryKey: administracaoKeys.detalhe(p ?? { indicador: 'inscricoes', pagina: 0 }),
    queryFn: ({ signal }) => obterDetalheIndicador(p!, signal),
    enabled: p !== null,
    placeholderData: keepPreviousData,
  });
}
