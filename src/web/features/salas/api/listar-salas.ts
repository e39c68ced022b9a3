import { queryOptions, useQuery } from '@tanstack/react-query';
import type { salasEndpoints } from '#shared/contracts/salas.ts';
import { callApi } from '#web/lib/api-client.ts';
import { salasKeys } from './keys.ts';

/** GET /api/salas: salas ativas, para escolher onde pedir. */
export function listarSalas(signal?: AbortSignal) {
  return callApi<typeof salasEndpoints.salas>({ method: 'GET', path: '/api/salas' }, { signal, redirecionar: true });
}

export function useSalas() {
  return useQuery(queryOptions({ queryKey: salasKeys.ativas(), queryFn: ({ signal }) => listarSalas(signal), staleTime: 5 * 60_000 }));
}
