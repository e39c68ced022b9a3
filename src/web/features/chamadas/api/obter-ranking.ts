import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { gestaoDaRevisaoEndpoints } from '#shared/contracts/revisao-gestao.ts';
import { callApi } from '#web/lib/api-client.ts';
import { exigirChamadaId } from './ids.ts';
import { chamadasKeys } from './keys.ts';

/** GET /api/admin/chamadas/:chamadaId/ranking: geral, ou de uma linha temática, com a regra de desempate. */
export function obterRanking(chamadaId: unknown, linhaId: number | null, signal?: AbortSignal) {
  const id = exigirChamadaId(chamadaId);
  return callApi<typeof gestaoDaRevisaoEndpoints.ranking>(
    { method: 'GET', path: '/api/admin/chamadas/:chamadaId/ranking' },
    { params: { chamadaId: id }, query: linhaId === null ? {} : { linha_id: linhaId }, signal },
  );
}

export const rankingQuery = (chamadaId: number, linhaId: number | null) =>
  queryOptions({ queryKey: chamadasKeys.ranking(chamadaId, linhaId), queryFn: ({ signal }) => obterRanking(chamadaId, linhaId, signal) });

/** Na troca de linha, o ranking anterior fica na tela até o novo chegar. */
export function useRanking(chamadaId: number, linhaId: number | null) {
  return useQuery({ ...rankingQuery(chamadaId, linhaId), placeholderData: keepPreviousData });
}
