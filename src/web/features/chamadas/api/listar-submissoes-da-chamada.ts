import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { submissoesEndpoints } from '#shared/contracts/submissoes.ts';
import { callApi } from '#web/lib/api-client.ts';
import { exigirChamadaId } from './ids.ts';
import { chamadasKeys } from './keys.ts';

/** GET /api/admin/chamadas/:chamadaId/submissoes: trabalhos enviados de uma chamada (filtro de linha no servidor). */
export function listarSubmissoesDaChamada(chamadaId: unknown, linhaId: number | null, signal?: AbortSignal) {
  const id = exigirChamadaId(chamadaId);
  return callApi<typeof submissoesEndpoints.listarDaChamada>(
    { method: 'GET', path: '/api/admin/chamadas/:chamadaId/submissoes' },
    { params: { chamadaId: id }, query: { linha_id: linhaId }, signal },
  );
}

export const submissoesDaChamadaQuery = (chamadaId: number, linhaId: number | null) =>
  queryOptions({ queryKey: chamadasKeys.submissoesDaChamada(chamadaId, linhaId), queryFn: ({ signal }) => listarSubmissoesDaChamada(chamadaId, linhaId, signal) });

/** Na troca de filtro, a lista anterior fica na tela até a nova chegar. */
export function useSubmissoesDaChamada(chamadaId: number, linhaId: number | null, ligado = true) {
  return useQuery({ ...submissoesDaChamadaQuery(chamadaId, linhaId), enabled: ligado, placeholderData: keepPreviousData });
}
