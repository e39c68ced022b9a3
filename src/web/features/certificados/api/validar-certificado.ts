import type { certificadosEndpoints } from '#shared/contracts/certificados.ts';
import type { EndpointResponse } from '#shared/contracts/endpoint.ts';
import { callApi } from '#web/lib/api-client.ts';

export type Validacao = EndpointResponse<typeof certificadosEndpoints.validar>;

/**
 * GET /api/certificados/validar/:codigo (pública). Sem TanStack Query: a página de validação é leve
 * (abre pelo QR no celular, sem login; decisão 006).
 */
export function validarCertificado(codigo: string, signal?: AbortSignal): Promise<Validacao> {
  return callApi<typeof certificadosEndpoints.validar>({ method: 'GET', path: '/api/certificados/validar/:codigo' }, { params: { codigo }, signal });
}
