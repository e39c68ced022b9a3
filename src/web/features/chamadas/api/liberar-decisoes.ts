import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { gestaoDaRevisaoEndpoints } from '#shared/contracts/revisao-gestao.ts';
import { callApi } from '#web/lib/api-client.ts';
import { exigirChamadaId } from './ids.ts';
import { chamadasKeys } from './keys.ts';

/** POST /api/admin/chamadas/:chamadaId/decisoes/liberacao: envia as mensagens da prévia e libera o resultado. */
export function liberarDecisoes(chamadaId: unknown) {
  const id = exigirChamadaId(chamadaId);
  return callApi<typeof gestaoDaRevisaoEndpoints.liberarDecisoes>({ method: 'POST', path: '/api/admin/chamadas/:chamadaId/decisoes/liberacao' }, { params: { chamadaId: id } });
}

export function useLiberarDecisoes(chamadaId: number) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: () => liberarDecisoes(chamadaId),
    meta: { silencioso: true },
    onSuccess: () => qc.invalidateQueries({ queryKey: chamadasKeys.todas }),
  });
}
