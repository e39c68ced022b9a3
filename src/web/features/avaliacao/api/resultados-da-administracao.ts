import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { resultadosAvaliacaoEndpoints } from '#shared/contracts/avaliacoes-resultados.ts';
import { callApi } from '#web/lib/api-client.ts';
import { resultadosKeys, type FiltrosResultados } from './keys.ts';

/** GET /api/avaliacoes/resultados: todas as turmas com os filtros, a soma geral e o resultado da seleção. */
export function obterResultadosDaAdministracao(filtros: FiltrosResultados, signal?: AbortSignal) {
  return callApi<typeof resultadosAvaliacaoEndpoints.administracao>(
    { method: 'GET', path: '/api/avaliacoes/resultados' },
    { query: { ...filtros }, signal, redirecionar: true },
  );
}

export const resultadosDaAdministracaoQuery = (filtros: FiltrosResultados) =>
  queryOptions({ queryKey: resultadosKeys.administracao(filtros), queryFn: ({ signal }) => obterResultadosDaAdministracao(filtros, signal) });

export function useResultadosDaAdministracao(filtros: FiltrosResultados) {
  return useQuery({ ...resultadosDaAdministracaoQuery(filtros), placeholderData: keepPreviousData });
}
