import { useMutation } from '@tanstack/react-query';
import type { salasEndpoints } from '#shared/contracts/salas.ts';
import { callApi } from '#web/lib/api-client.ts';
import { useAoMudarReserva } from './invalidacao.ts';

/** POST /api/salas/reservas/:id/confirmacao: confirma o uso (de 7 dias a 48 horas antes). */
export function confirmarUso(id: number) {
  return callApi<typeof salasEndpoints.confirmarUso>({ method: 'POST', path: '/api/salas/reservas/:id/confirmacao' }, { params: { id } });
}

export function useConfirmarUso() {
  const aoMudar = useAoMudarReserva();
  return useMutation({ mutationFn: confirmarUso, meta: { silencioso: true }, onSettled: aoMudar });
}
