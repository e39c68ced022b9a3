import { useMutation } from '@tanstack/react-query';
import type { PedirReservaBody, salasEndpoints } from '#shared/contracts/salas.ts';
import { ApiError, callApi } from '#web/lib/api-client.ts';
import { useAoMudarReserva } from './invalidacao.ts';

/** POST /api/salas/reservas. */
export function pedirReserva(body: PedirReservaBody) {
  return callApi<typeof salasEndpoints.pedir>({ method: 'POST', path: '/api/salas/reservas' }, { body });
}

/**
 * Silencioso: o diálogo marca o campo recusado ou mostra a recusa. Um 409 (alguém pegou o horário antes)
 * também refaz a agenda, para o calendário mostrar o horário ocupado.
 */
export function usePedirReserva() {
  const aoMudar = useAoMudarReserva();
  return useMutation({
    mutationFn: pedirReserva,
    meta: { silencioso: true },
    onSuccess: aoMudar,
    onError: (err) => {
      if (err instanceof ApiError && err.status === 409) void aoMudar();
    },
  });
}
