import { useMutation } from '@tanstack/react-query';
import type { EditarReservaBody, salasEndpoints } from '#shared/contracts/salas.ts';
import { callApi } from '#web/lib/api-client.ts';
import { useAoMudarReserva } from './invalidacao.ts';

/** PUT /api/salas/reservas/:id (só enquanto pendente). */
export function editarReserva({ id, body }: { id: number; body: EditarReservaBody }) {
  return callApi<typeof salasEndpoints.editar>({ method: 'PUT', path: '/api/salas/reservas/:id' }, { params: { id }, body });
}

export function useEditarReserva() {
  const aoMudar = useAoMudarReserva();
  return useMutation({ mutationFn: editarReserva, meta: { silencioso: true }, onSettled: aoMudar });
}
