import { queryOptions, useQuery } from '@tanstack/react-query';
import type { avaliacoesEndpoints } from '#shared/contracts/avaliacoes.ts';
import { callApi } from '#web/lib/api-client.ts';
import { avaliacaoKeys } from './keys.ts';

/** GET /api/turmas/:turmaId/avaliacao: se a pessoa pode avaliar a turma (e, se não, por quê). */
export function obterSituacaoAvaliacao(turmaId: number, signal?: AbortSignal) {
  return callApi<typeof avaliacoesEndpoints.situacao>(
    { method: 'GET', path: '/api/turmas/:turmaId/avaliacao' },
    { params: { turmaId }, signal, redirecionar: true },
  );
}

export const situacaoAvaliacaoQuery = (turmaId: number) =>
  queryOptions({ queryKey: avaliacaoKeys.situacao(turmaId), queryFn: ({ signal }) => obterSituacaoAvaliacao(turmaId, signal) });

export function useSituacaoAvaliacao(turmaId: number) {
  return useQuery(situacaoAvaliacaoQuery(turmaId));
}
