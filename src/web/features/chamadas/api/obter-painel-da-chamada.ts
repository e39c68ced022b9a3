import { queryOptions, useQuery } from '@tanstack/react-query';
import type { gestaoDaRevisaoEndpoints } from '#shared/contracts/revisao-gestao.ts';
import { callApi } from '#web/lib/api-client.ts';
import { exigirChamadaId } from './ids.ts';
import { chamadasKeys } from './keys.ts';

/** GET /api/admin/chamadas/:chamadaId/painel: andamento da revisão, decisões, mensagens e certificados. */
export function obterPainelDaChamada(chamadaId: unknown, signal?: AbortSignal) {
  const id = exigirChamadaId(chamadaId);
  return callApi<typeof gestaoDaRevisaoEndpoints.painel>({ method: 'GET', path: '/api/admin/chamadas/:chamadaId/painel' }, { params: { chamadaId: id }, signal });
}

export const painelDaChamadaQuery = (chamadaId: number) =>
  queryOptions({ queryKey: chamadasKeys.painel(chamadaId), queryFn: ({ signal }) => obterPainelDaChamada(chamadaId, signal) });

export function usePainelDaChamada(chamadaId: number) {
  return useQuery(painelDaChamadaQuery(chamadaId));
}
