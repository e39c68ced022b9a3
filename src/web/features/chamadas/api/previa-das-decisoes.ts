import { useMutation } from '@tanstack/react-query';
import type { gestaoDaRevisaoEndpoints } from '#shared/contracts/revisao-gestao.ts';
import { callApi } from '#web/lib/api-client.ts';
import { exigirChamadaId } from './ids.ts';

/** POST /api/admin/chamadas/:chamadaId/decisoes/previa: a caixa de saída, cada mensagem como vai sair. */
export function previaDasDecisoes(chamadaId: unknown) {
  const id = exigirChamadaId(chamadaId);
  return callApi<typeof gestaoDaRevisaoEndpoints.previaDasDecisoes>({ method: 'POST', path: '/api/admin/chamadas/:chamadaId/decisoes/previa' }, { params: { chamadaId: id } });
}

export function usePreviaDasDecisoes(chamadaId: number) {
  return useMutation({ mutationFn: () => previaDasDecisoes(chamadaId), meta: { silencioso: true } });
}
