import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { inscricoesEndpoints } from '#shared/contracts/inscricoes.ts';
import { callApi } from '#web/lib/api-client.ts';
import { gestaoEventosKeys } from './keys.ts';

/** POST /api/admin/inscricoes/cancelar: várias inscrições com um motivo (auditado; a lista de espera anda). */
export function cancelarInscricoes(corpo: { ids: number[]; motivo: string }) {
  return callApi<typeof inscricoesEndpoints.cancelarEmLote>({ method: 'POST', path: '/api/admin/inscricoes/cancelar' }, { body: corpo });
}

export function useCancelarInscricoes() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: cancelarInscricoes,
    meta: { silencioso: true },
    onSuccess: () => qc.invalidateQueries({ queryKey: gestaoEventosKeys.todos }),
  });
}
