import { queryOptions, useQuery } from '@tanstack/react-query';
import type { resultadosAvaliacaoEndpoints } from '#shared/contracts/avaliacoes-resultados.ts';
import type { EndpointResponse } from '#shared/contracts/endpoint.ts';
import { callApi } from '#web/lib/api-client.ts';
import { resultadosKeys, type FiltrosResultados } from './keys.ts';

export type NaoResponderam = EndpointResponse<typeof resultadosAvaliacaoEndpoints.naoResponderam>;

/** GET /api/avaliacoes/resultados/nao-responderam: quem está apto e ainda não avaliou (nome e e-mail). */
export function listarQuemNaoRespondeu(filtros: FiltrosResultados, signal?: AbortSignal) {
  return callApi<typeof resultadosAvaliacaoEndpoints.naoResponderam>(
    { method: 'GET', path: '/api/avaliacoes/resultados/nao-responderam' },
    { query: { ...filtros }, signal, redirecionar: true },
  );
}

export const naoResponderamQuery = (filtros: FiltrosResultados) =>
  queryOptions({ queryKey: resultadosKeys.naoResponderam(filtros), queryFn: ({ signal }) => listarQuemNaoRespondeu(filtros, signal) });

export function useNaoResponderam(filtros: FiltrosResultados) {
  return useQuery(naoResponderamQuery(filtros));
}
