import { queryOptions, useQuery } from '@tanstack/react-query';
import type { gestaoDaRevisaoEndpoints } from '#shared/contracts/revisao-gestao.ts';
import { callApi } from '#web/lib/api-client.ts';
import { exigirSubmissaoId } from './ids.ts';
import { chamadasKeys } from './keys.ts';

/** GET /api/admin/submissoes/:submissaoId/avaliacao: atribuições, pareceres, notas, divergência e decisão. */
export function obterAvaliacaoDoTrabalho(submissaoId: unknown, signal?: AbortSignal) {
  const id = exigirSubmissaoId(submissaoId);
  return callApi<typeof gestaoDaRevisaoEndpoints.avaliacaoDoTrabalho>(
    { method: 'GET', path: '/api/admin/submissoes/:submissaoId/avaliacao' },
    { params: { submissaoId: id }, signal },
  );
}

export const avaliacaoDoTrabalhoQuery = (submissaoId: number) =>
  queryOptions({ queryKey: chamadasKeys.avaliacaoDoTrabalho(submissaoId), queryFn: ({ signal }) => obterAvaliacaoDoTrabalho(submissaoId, signal) });

export function useAvaliacaoDoTrabalho(submissaoId: number) {
  return useQuery(avaliacaoDoTrabalhoQuery(submissaoId));
}
