import { queryOptions, useQuery } from '@tanstack/react-query';
import type { perfilEndpoints } from '#shared/contracts/perfil.ts';
import { callApi } from '#web/lib/api-client.ts';
import { usuariosKeys } from './keys.ts';

/** GET /api/lookups: cargos, unidades, gêneros, orientações, cores/raças, escolaridades e deficiências. */
export function obterLookups(signal?: AbortSignal) {
  return callApi<typeof perfilEndpoints.lookups>({ method: 'GET', path: '/api/lookups' }, { signal });
}

export const lookupsQuery = () => queryOptions({ queryKey: usuariosKeys.lookups(), queryFn: ({ signal }) => obterLookups(signal), staleTime: 10 * 60_000 });

export function useLookups() {
  return useQuery(lookupsQuery());
}
