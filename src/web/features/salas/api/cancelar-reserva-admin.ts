import { useMutation } from '@tanstack/react-query';
import type { salasEndpoints } from '#shared/contracts/salas.ts';
import { callApi } from '#web/lib/api-client.ts';
import { useInvalidarSalas } from './invalidacao.ts';

/** POST /api/admin/salas/reservas/:id/cancelamento: cancela com motivo (a pessoa é avisada). */
export function cancelarReservaAdmin({ id, motivo }: { id: number; motivo: string }) {
  return callApi<typeof salasEndpoints.cancelarAdmin>({ method: 'POST', path: '/api/admin/salas/reservas/:id/cancelamento' }, { params: { id }, body: { motivo } });
}

export function useCancelarReservaAdmin() {
  const invalidar = useInvalidarSalas();
  return useMutation({ mutationFn: cancelarReservaAdmin, meta: { silencioso: true }, onSettled: invalidar });
}
