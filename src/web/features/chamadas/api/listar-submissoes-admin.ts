import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { submissoesEndpoints } from '#shared/contracts/submissoes.ts';
import { callApi } from '#web/lib/api-client.ts';
import { chamadasKeys } from './keys.ts';

export interface ConsultaSubmissoesAdmin {
  chamadaId: number | null;
  linhaId: number | null;
}

/**
 * GET /api/admin/submissoes: trabalhos enviados de todas as chamadas (ou de uma, `chamada_id`). A situação não
 * vai ao servidor: a tela conta os trabalhos por situação e filtra na hora.
 */
export function listarSubmissoesAdmin({ chamadaId, linhaId }: ConsultaSubmissoesAdmin, signal?: AbortSignal) {
  return callApi<typeof submissoesEndpoints.listarAdmin>({ method: 'GET', path: '/api/admin/submissoes' }, { query: { chamada_id: chamadaId, linha_id: linhaId }, signal });
}

export const submissoesAdminQuery = (consulta: ConsultaSubmissoesAdmin) =>
  queryOptions({ queryKey: chamadasKeys.submissoesAdmin(consulta), queryFn: ({ signal }) => listarSubmissoesAdmin(consulta, signal) });

/** Na troca de filtro, a lista anterior fica na tela até a nova chegar. */
export function useSubmissoesAdmin(consulta: ConsultaSubmissoesAdmin, ligado = true) {
  return useQuery({ ...submissoesAdminQuery(consulta), enabled: ligado, placeholderData: keepPreviousData });
}
