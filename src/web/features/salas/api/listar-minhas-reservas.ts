import { queryOptions, useQuery } from '@tanstack/react-query';
import type { salasEndpoints } from '#shared/contracts/salas.ts';
import { callApi } from '#web/lib/api-client.ts';
import { salasKeys } from './keys.ts';

/** GET /api/salas/reservas/minhas. */
export function listarMinhas(signal?: AbortSignal) {
  return callApi<typeof salasEndpoints.minhas>({ method: 'GET', path: '/api/salas/reservas/minhas' }, { signal, redirecionar: true });
}

export function useMinhasReservas() {
  return useQuery(queryOptions({ queryKey: salasKeys.minhas(), queryFn: ({ signal }) => listarMinhas(signal) }));
}
