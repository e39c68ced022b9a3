import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { inscricoesEndpoints } from '#shared/contracts/inscricoes.ts';
import { callApi } from '#web/lib/api-client.ts';
import { inscricoesKeys, type SituacaoMinhas } from './keys.ts';

/** GET /api/inscricoes/minhas: `ativas` (confirmadas e na espera) ou `todas` (também as canceladas). */
export function listarMinhasInscricoes(situacao: SituacaoMinhas, signal?: AbortSignal) {
  return callApi<typeof inscricoesEndpoints.minhas>({ method: 'GET', path: '/api/inscricoes/minhas' }, { query: { situacao }, signal, redirecionar: true });
}

export const minhasInscricoesQuery = (situacao: SituacaoMinhas) =>
  queryOptions({
    queryKey: inscricoesKeys.lista(situacao),
    queryFn: ({ signal }) => listarMinhasInscricoes(situacao, signal),
    placeholderData: keepPreviousData,
  });

export function useMinhasInscricoes(situacao: SituacaoMinhas) {
  return useQuery(minhasInscricoesQuery(situacao));
}
