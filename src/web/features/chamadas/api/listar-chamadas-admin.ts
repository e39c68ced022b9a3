import { queryOptions, useQuery } from '@tanstack/react-query';
import type { chamadasEndpoints } from '#shared/contracts/chamadas.ts';
import { callApi } from '#web/lib/api-client.ts';
import { chamadasKeys } from './keys.ts';

/** GET /api/admin/chamadas: todas as chamadas, rascunhos inclusive, as mais novas primeiro. */
export function listarChamadasAdmin(signal?: AbortSignal) {
  return callApi<typeof chamadasEndpoints.listarAdmin>({ method: 'GET', path: '/api/admin/chamadas' }, { signal });
}

export const chamadasAdminQuery = () => queryOptions({ queryKey: chamadasKeys.admin(), queryFn: ({ signal }) => listarChamadasAdmin(signal) });

/** `ligado` falso: não busca (a tela de uma chamada não precisa da lista). */
export function useChamadasAdmin(ligado = true) {
  return useQuery({ ...chamadasAdminQuery(), enabled: ligado });
}
