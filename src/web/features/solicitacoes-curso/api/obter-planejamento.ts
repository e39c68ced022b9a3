import { queryOptions, useQuery } from '@tanstack/react-query';
import type { solicitacoesCursoEndpoints } from '#shared/contracts/solicitacoes-curso.ts';
import { callApi } from '#web/lib/api-client.ts';
import { solicitacoesKeys } from './keys.ts';

/** GET /api/admin/planejamento?ano: itens do ano e as contagens mensais e anual por departamento. */
export function obterPlanejamento(ano: number, signal?: AbortSignal) {
  return callApi<typeof solicitacoesCursoEndpoints.planejamento>({ method: 'GET', path: '/api/admin/planejamento' }, { query: { ano }, signal });
}

export const planejamentoQuery = (ano: number) =>
  queryOptions({ queryKey: solicitacoesKeys.planejamento(ano), queryFn: ({ signal }) => obterPlanejamento(ano, signal) });

export function usePlanejamento(ano: number) {
  return useQuery(planejamentoQuery(ano));
}
