import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { certificadosEndpoints } from '#shared/contracts/certificados.ts';
import { callApi } from '#web/lib/api-client.ts';
import { certificadosKeys } from './keys.ts';

/** POST /api/certificados/:id/cancelamento: cancela com o motivo (a validação pública passa a dizer "cancelado"). */
export function cancelarCertificado({ id, motivo }: { id: number; motivo: string }) {
  return callApi<typeof certificadosEndpoints.cancelar>({ method: 'POST', path: '/api/certificados/:id/cancelamento' }, { params: { id }, body: { motivo } });
}

/** O diálogo mostra a recusa do servidor (silencioso: sem toast por cima). */
export function useCancelarCertificado() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: cancelarCertificado,
    meta: { silencioso: true },
    onSuccess: () => client.invalidateQueries({ queryKey: certificadosKeys.todos() }),
  });
}
