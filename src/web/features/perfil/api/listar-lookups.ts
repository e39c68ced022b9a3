import { queryOptions, useQuery } from '@tanstack/react-query';
import type { perfilEndpoints } from '#shared/contracts/perfil.ts';
import { callApi } from '#web/lib/api-client.ts';
import { perfilKeys } from './keys.ts';

/** GET /api/lookups: as sete listas do perfil (cargos, unidades, gêneros…), na ordem de exibição. */
export function obterLookups(signal?: AbortSignal) {
  return callApi<typeof perfilEndpoints.lookups>({ method: 'GET', path: '/api/lookups' }, { signal });
}

/** As listas mudam raramente: ficam frescas por 10 minutos. */
export const lookupsQuery = () => queryOptions({ queryKey: perfilKeys.lookups(), queryFn: ({ signal }) => obterLookups(signal), staleTime: 10 * 60_000 });

export function useLookups() {
  return useQuery(lookupsQuery());
}
