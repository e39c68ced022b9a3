import { queryOptions, useQuery } from '@tanstack/react-query';
import type { salasEndpoints } from '#shared/contracts/salas.ts';
import { callApi } from '#web/lib/api-client.ts';
import { salasKeys } from './keys.ts';

/** GET /api/admin/bloqueios?ano: as datas bloqueadas do ano. */
export function listarBloqueios(ano: number, signal?: AbortSignal) {
  return callApi<typeof salasEndpoints.bloqueios>({ method: 'GET', path: '/api/admin/bloqueios' }, { query: { ano }, signal, redirecionar: true });
}

export function useBloqueios(ano: number) {
  return useQuery(queryOptions({ queryKey: salasKeys.bloqueios(ano), queryFn: ({ signal }) => listarBloqueios(ano, signal) }));
}
