import { queryOptions, useQuery } from '@tanstack/react-query';
import type { certificadosEndpoints } from '#shared/contracts/certificados.ts';
import type { EndpointResponse } from '#shared/contracts/endpoint.ts';
import { callApi } from '#web/lib/api-client.ts';
import { certificadosKeys } from './keys.ts';

export type CertificadosDoInstrutor = EndpointResponse<typeof certificadosEndpoints.instrutor>;
export type TurmaEmissao = CertificadosDoInstrutor['turmas'][number];

/** GET /api/certificados/instrutor: os certificados de instrutor e palestrante da pessoa e a emissão das suas turmas. */
export function listarCertificadosDoInstrutor(signal?: AbortSignal) {
  return callApi<typeof certificadosEndpoints.instrutor>({ method: 'GET', path: '/api/certificados/instrutor' }, { signal, redirecionar: true });
}

export const certificadosDoInstrutorQuery = () =>
  queryOptions({ queryKey: certificadosKeys.instrutor(), queryFn: ({ signal }) => listarCertificadosDoInstrutor(signal) });

export function useCertificadosDoInstrutor() {
  return useQuery(certificadosDoInstrutorQuery());
}
