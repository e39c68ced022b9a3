import { useMutation } from '@tanstack/react-query';
import type { DecisaoBody, salasEndpoints } from '#shared/contracts/salas.ts';
import { callApi } from '#web/lib/api-client.ts';
import { useInvalidarSalas } from './invalidacao.ts';

/** POST /api/admin/salas/reservas/decisao: aprova ou rejeita em lote. */
export function decidirReservas(body: DecisaoBody) {
  return callApi<typeof salasEndpoints.decidir>({ method: 'POST', path: '/api/admin/salas/reservas/decisao' }, { body });
}

/** Silencioso: a tela mostra o resultado. */
export function useDecidir() {
  const invalidar = useInvalidarSalas();
  return useMutation({ mutationFn: decidirReservas, meta: { silencioso: true }, onSettled: invalidar });
}
