import { queryOptions, useQuery } from '@tanstack/react-query';
import type { chamadasEndpoints } from '#shared/contracts/chamadas.ts';
import { callApi } from '#web/lib/api-client.ts';
import { exigirChamadaId } from './ids.ts';
import { chamadasKeys } from './keys.ts';

/** GET /api/admin/chamadas/:chamadaId: a chamada inteira, com as regras da avaliação, os modelos e o que está em uso. */
export function obterChamadaAdmin(chamadaId: unknown, signal?: AbortSignal) {
  const id = exigirChamadaId(chamadaId);
  return callApi<typeof chamadasEndpoints.obterAdmin>({ method: 'GET', path: '/api/admin/chamadas/:chamadaId' }, { params: { chamadaId: id }, signal });
}

export const chamadaAdminQuery = (id: number) => queryOptions({ queryKey: chamadasKeys.adminDetalhe(id), queryFn: ({ signal }) => obterChamadaAdmin(id, signal) });

/** A chamada inteira; sem id (nulo: chamada nova), não busca. */
export function useChamadaAdmin(id: number | null) {
  return useQuery({ ...chamadaAdminQuery(id ?? 0), enabled: id !== null });
}
