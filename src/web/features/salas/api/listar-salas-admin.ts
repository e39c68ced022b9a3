import { queryOptions, useQuery } from '@tanstack/react-query';
import type { salasEndpoints } from '#shared/contracts/salas.ts';
import { callApi } from '#web/lib/api-client.ts';
import { salasKeys } from './keys.ts';

/** GET /api/admin/salas: todas as salas, ativas ou não. */
export function listarSalasAdmin(signal?: AbortSignal) {
  return callApi<typeof salasEndpoints.adminSalas>({ method: 'GET', path: '/api/admin/salas' }, { signal, redirecionar: true });
}

export function useSalasAdmin() {
  return useQuery(queryOptions({ queryKey: salasKeys.adminSalas(), queryFn: ({ signal }) => listarSalasAdmin(signal) }));
}
