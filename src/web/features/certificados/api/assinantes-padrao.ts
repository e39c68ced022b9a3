import { queryOptions, useQuery } from '@tanstack/react-query';
import type { certificadosEndpoints } from '#shared/contracts/certificados.ts';
import type { EndpointResponse } from '#shared/contracts/endpoint.ts';
import { callApi } from '#web/lib/api-client.ts';
import { certificadosKeys } from './keys.ts';

export type AssinantesPadrao = EndpointResponse<typeof certificadosEndpoints.assinantesPadrao>;
export type AssinantePadrao = AssinantesPadrao['assinantes'][number];

/** GET /api/certificados/assinantes-padrao: quem assina, em ordem, quando a turma não escolhe os seus. */
export function obterAssinantesPadrao(signal?: AbortSignal) {
  return callApi<typeof certificadosEndpoints.assinantesPadrao>({ method: 'GET', path: '/api/certificados/assinantes-padrao' }, { signal, redirecionar: true });
}

export const assinantesPadraoQuery = () => queryOptions({ queryKey: certificadosKeys.assinantesPadrao(), queryFn: ({ signal }) => obterAssinantesPadrao(signal) });

export function useAssinantesPadrao() {
  return useQuery(assinantesPadraoQuery());
}
