import { queryOptions, useQuery } from '@tanstack/react-query';
import type { chamadasEndpoints } from '#shared/contracts/chamadas.ts';
import { callApi } from '#web/lib/api-client.ts';
import { exigirChamadaId } from './ids.ts';
import { chamadasKeys } from './keys.ts';

/** GET /api/chamadas/:chamadaId: o edital de uma chamada publicada (limites, linhas, critérios, textos). */
export function obterChamada(chamadaId: unknown, signal?: AbortSignal) {
  const id = exigirChamadaId(chamadaId);
  return callApi<typeof chamadasEndpoints.obter>({ method: 'GET', path: '/api/chamadas/:chamadaId' }, { params: { chamadaId: id }, signal });
}

export const chamadaQuery = (id: number) => queryOptions({ queryKey: chamadasKeys.publica(id), queryFn: ({ signal }) => obterChamada(id, signal) });

/** O edital; sem id (nulo), não busca. */
export function useChamada(id: number | null) {
  return useQuery({ ...chamadaQuery(id ?? 0), enabled: id !== null });
}
