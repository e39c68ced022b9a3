import { useMutation } from '@tanstack/react-query';
import type { salasEndpoints } from '#shared/contracts/salas.ts';
import { callApi } from '#web/lib/api-client.ts';
import { useAoMudarReserva } from './invalidacao.ts';

/** DELETE /api/salas/reservas/:id: cancela o pedido pendente (o histórico fica). */
export function cancelarPedido(id: number) {
  return callApi<typeof salasEndpoints.cancelar>({ method: 'DELETE', path: '/api/salas/reservas/:id' }, { params: { id } });
}

export function useCancelarPedido() {
  const aoMudar = useAoMudarReserva();
  return useMutation({ mutationFn: cancelarPedido, meta: { silencioso: true }, onSettled: aoMudar });
}
