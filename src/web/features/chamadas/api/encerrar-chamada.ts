import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { gestaoDaRevisaoEndpoints } from '#shared/contracts/revisao-gestao.ts';
import { callApi } from '#web/lib/api-client.ts';
import { exigirChamadaId } from './ids.ts';
import { chamadasKeys } from './keys.ts';

/** POST /api/admin/chamadas/:chamadaId/encerramento: encerra e emite os certificados (idempotente). */
export function encerrarChamada(chamadaId: unknown) {
  const id = exigirChamadaId(chamadaId);
  return callApi<typeof gestaoDaRevisaoEndpoints.encerrar>({ method: 'POST', path: '/api/admin/chamadas/:chamadaId/encerramento' }, { params: { chamadaId: id } });
}

export function useEncerrarChamada(chamadaId: number) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: () => encerrarChamada(chamadaId),
    meta: { silencioso: true },
    onSuccess: () => qc.invalidateQueries({ queryKey: chamadasKeys.todas }),
  });
}
