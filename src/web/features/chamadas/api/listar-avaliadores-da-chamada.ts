import { queryOptions, useQuery } from '@tanstack/react-query';
import type { gestaoDaRevisaoEndpoints } from '#shared/contracts/revisao-gestao.ts';
import { callApi } from '#web/lib/api-client.ts';
import { exigirChamadaId } from './ids.ts';
import { chamadasKeys } from './keys.ts';

/** GET /api/admin/chamadas/:chamadaId/avaliadores: quem pode avaliar, com as linhas declaradas, a carga e os lances. */
export function listarAvaliadoresDaChamada(chamadaId: unknown, signal?: AbortSignal) {
  const id = exigirChamadaId(chamadaId);
  return callApi<typeof gestaoDaRevisaoEndpoints.avaliadoresDaChamada>(
    { method: 'GET', path: '/api/admin/chamadas/:chamadaId/avaliadores' },
    { params: { chamadaId: id }, signal },
  );
}

export const avaliadoresDaChamadaQuery = (chamadaId: number) =>
  queryOptions({ queryKey: chamadasKeys.avaliadoresDaChamada(chamadaId), queryFn: ({ signal }) => listarAvaliadoresDaChamada(chamadaId, signal) });

export function useAvaliadoresDaChamada(chamadaId: number, ligado = true) {
  return useQuery({ ...avaliadoresDaChamadaQuery(chamadaId), enabled: ligado });
}
