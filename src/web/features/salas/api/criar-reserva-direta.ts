import { useMutation } from '@tanstack/react-query';
import type { ReservaDiretaBody, salasEndpoints } from '#shared/contracts/salas.ts';
import { callApi } from '#web/lib/api-client.ts';
import { useInvalidarSalas } from './invalidacao.ts';

/** POST /api/admin/salas/reservas: reserva aprovada ou bloqueio de horário, com recorrência. */
export function criarReservaDireta(body: ReservaDiretaBody) {
  return callApi<typeof salasEndpoints.reservaDireta>({ method: 'POST', path: '/api/admin/salas/reservas' }, { body });
}

export function useReservaDireta() {
  const invalidar = useInvalidarSalas();
  return useMutation({ mutationFn: criarReservaDireta, meta: { silencioso: true }, onSuccess: invalidar });
}
