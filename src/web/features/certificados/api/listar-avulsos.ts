import { queryOptions, useQuery } from '@tanstack/react-query';
import type { certificadosAvulsosEndpoints } from '#shared/contracts/certificados-avulsos.ts';
import { ApiError, callApi } from '#web/lib/api-client.ts';
import { avulsosKeys } from './keys.ts';

/** GET /api/certificados-avulsos: todos, do mais novo ao mais antigo. O 403 vira lista vazia, em silêncio (SPEC §6). */
export async function listarAvulsos(signal?: AbortSignal) {
  try {
    return await callApi<typeof certificadosAvulsosEndpoints.listar>({ method: 'GET', path: '/api/certificados-avulsos' }, { signal });
  } catch (err) {
    if (err instanceof ApiError && err.status === 403) return [];
    throw err;
  }
}

export const avulsosQuery = () => queryOptions({ queryKey: avulsosKeys.lista(), queryFn: ({ signal }) => listarAvulsos(signal) });

export function useAvulsos() {
  return useQuery(avulsosQuery());
}
