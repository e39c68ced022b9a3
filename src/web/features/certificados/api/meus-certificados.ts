import { queryOptions, useQuery } from '@tanstack/react-query';
import type { certificadosEndpoints } from '#shared/contracts/certificados.ts';
import type { EndpointResponse } from '#shared/contracts/endpoint.ts';
import { callApi } from '#web/lib/api-client.ts';
import { certificadosKeys } from './keys.ts';

export type MeusCertificados = EndpointResponse<typeof certificadosEndpoints.meus>;

/** GET /api/certificados/meus: os certificados da pessoa e as turmas em que ainda falta uma etapa. */
export function listarMeusCertificados(signal?: AbortSignal) {
  return callApi<typeof certificadosEndpoints.meus>({ method: 'GET', path: '/api/certificados/meus' }, { signal, redirecionar: true });
}

export const meusCertificadosQuery = () => queryOptions({ queryKey: certificadosKeys.meus(), queryFn: ({ signal }) => listarMeusCertificados(signal) });

export function useMeusCertificados() {
  return useQuery(meusCertificadosQuery());
}
