import { queryOptions, useQuery } from '@tanstack/react-query';
import type { submissoesEndpoints } from '#shared/contracts/submissoes.ts';
import { callApi } from '#web/lib/api-client.ts';
import { chamadasKeys } from './keys.ts';

/** GET /api/submissoes/minhas: os trabalhos de quem está logado, os alterados por último primeiro. */
export function minhasSubmissoes(signal?: AbortSignal) {
  return callApi<typeof submissoesEndpoints.minhas>({ method: 'GET', path: '/api/submissoes/minhas' }, { signal });
}

export const minhasSubmissoesQuery = () => queryOptions({ queryKey: chamadasKeys.minhas(), queryFn: ({ signal }) => minhasSubmissoes(signal) });

export function useMinhasSubmissoes() {
  return useQuery(minhasSubmissoesQuery());
}
