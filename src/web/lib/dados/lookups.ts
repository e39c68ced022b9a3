import { queryOptions, useQuery } from '@tanstack/react-query';
import type { perfilEndpoints } from '#shared/contracts/perfil.ts';
import { callApi } from '../api-client.ts';
import { dadosKeys } from './chaves.ts';

/** GET /api/lookups: cargos, unidades, gêneros, orientações, cores/raças, escolaridades e deficiências, na ordem de exibição. */
export function obterLookups(signal?: AbortSignal) {
  return callApi<typeof perfilEndpoints.lookups>({ method: 'GET', path: '/api/lookups' }, { signal });
}

/** As listas mudam raramente: ficam frescas por 10 minutos. */
export const lookupsQuery = () => queryOptions({ queryKey: dadosKeys.lookups(), queryFn: ({ signal }) => obterLookups(signal), staleTime: 10 * 60_000 });

/** Listas do cadastro (formulário de perfil, edição de usuário na gestão). */
export function useLookups() {
  return useQuery(lookupsQuery());
}
