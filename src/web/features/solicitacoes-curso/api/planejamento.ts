import { queryOptions, useQuery } from '@tanstack/react-query';
import type { solicitacoesCursoEndpoints } from '#shared/contracts/solicitacoes-curso.ts';
import { callApi } from '#web/lib/api-client.ts';
import { apiDownload } from '#web/lib/api-arquivos.ts';
import { solicitacoesKeys } from './keys.ts';

type E = typeof solicitacoesCursoEndpoints;

/** GET /api/admin/planejamento?ano: itens do ano e as contagens mensais e anual por departamento. */
export function obterPlanejamento(ano: number, signal?: AbortSignal) {
  return callApi<E['planejamento']>({ method: 'GET', path: '/api/admin/planejamento' }, { query: { ano }, signal });
}

export const planejamentoQuery = (ano: number) =>
  queryOptions({ queryKey: solicitacoesKeys.planejamento(ano), queryFn: ({ signal }) => obterPlanejamento(ano, signal) });

export function usePlanejamento(ano: number) {
  return useQuery(planejamentoQuery(ano));
}

const rotaCsv: Pick<E['planejamentoCsv'], 'path'> = { path: '/api/admin/planejamento/csv' };

/** GET /api/admin/planejamento/csv?ano: baixa com o nome do Content-Disposition (ou `planejamento-ANO.csv`). */
export function baixarPlanejamentoCsv(ano: number): Promise<void> {
  return apiDownload(rotaCsv.path, `planejamento-${ano}.csv`, { query: { ano } });
}
