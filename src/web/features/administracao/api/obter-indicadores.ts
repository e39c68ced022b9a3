import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { administracaoEndpoints, FiltrosIndicadores } from '#shared/contracts/administracao.ts';
import { callApi } from '#web/lib/api-client.ts';
import { administracaoKeys } from './keys.ts';

/** GET /api/admin/dashboard-analitico: os números do período escolhido. */
export function obterIndicadores(f: FiltrosIndicadores, signal?: AbortSignal) {
  return callApi<typeof administracaoEndpoints.indicadores>({ method: 'GET', path: '/api/admin/dashboard-analitico' }, { query: f, signal, redirecionar: true });
}

export function useIndicadores(f: FiltrosIndicadores) {
  return useQuery({ queryKey: administracaoKeys.indicadores(f), queryFn: ({ signal }) => obterIndicadores(f, signal), placeholderData: keepPreviousData });
}
