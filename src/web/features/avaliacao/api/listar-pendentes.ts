import { queryOptions, useQuery } from '@tanstack/react-query';
import type { avaliacoesEndpoints } from '#shared/contracts/avaliacoes.ts';
import { callApi } from '#web/lib/api-client.ts';
import { avaliacaoKeys } from './keys.ts';

/** GET /api/avaliacoes/pendentes: turmas que a pessoa logada já pode avaliar. */
export function listarAvaliacoesPendentes(signal?: AbortSignal) {
  return callApi<typeof avaliacoesEndpoints.pendentes>({ method: 'GET', path: '/api/avaliacoes/pendentes' }, { signal, redirecionar: true });
}

export const avaliacoesPendentesQuery = () =>
  queryOptions({ queryKey: avaliacaoKeys.pendentes(), queryFn: ({ signal }) => listarAvaliacoesPendentes(signal) });

export function useAvaliacoesPendentes() {
  return useQuery(avaliacoesPendentesQuery());
}
