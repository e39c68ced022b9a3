import { queryOptions, useQuery } from '@tanstack/react-query';
import type { chamadasEndpoints } from '#shared/contracts/chamadas.ts';
import { callApi } from '#web/lib/api-client.ts';
import { chamadasKeys } from './keys.ts';

/** GET /api/chamadas: as chamadas publicadas, as abertas primeiro (a de prazo mais próximo antes). */
export function listarChamadas(signal?: AbortSignal) {
  return callApi<typeof chamadasEndpoints.listar>({ method: 'GET', path: '/api/chamadas' }, { signal });
}

export const chamadasQuery = () => queryOptions({ queryKey: chamadasKeys.publicas(), queryFn: ({ signal }) => listarChamadas(signal) });

export function useChamadas() {
  return useQuery(chamadasQuery());
}
