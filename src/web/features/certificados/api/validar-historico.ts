import type { EndpointResponse } from '#shared/contracts/endpoint.ts';
import type { historicosEndpoints } from '#shared/contracts/historicos.ts';
import { callApi } from '#web/lib/api-client.ts';

export type ValidacaoHistorico = EndpointResponse<typeof historicosEndpoints.validar>;

/** GET /api/historicos/validar/:codigo (pública). Sem TanStack Query: página leve, aberta pelo QR. */
export function validarHistorico(codigo: string, signal?: AbortSignal): Promise<ValidacaoHistorico> {
  return callApi<typeof historicosEndpoints.validar>({ method: 'GET', path: '/api/historicos/validar/:codigo' }, { params: { codigo }, signal });
}
