import { queryOptions, useQuery } from '@tanstack/react-query';
import type { assinaturasEndpoints } from '#shared/contracts/assinaturas.ts';
import type { EndpointResponse } from '#shared/contracts/endpoint.ts';
import { callApi } from '#web/lib/api-client.ts';
import { certificadosKeys } from './keys.ts';

export type AssinanteDisponivel = EndpointResponse<typeof assinaturasEndpoints.lista>[number];

/** GET /api/assinatura/lista: as pessoas que já têm assinatura salva (só elas podem assinar). */
export function listarAssinaturasDisponiveis(signal?: AbortSignal) {
  return callApi<typeof assinaturasEndpoints.lista>({ method: 'GET', path: '/api/assinatura/lista' }, { signal, redirecionar: true });
}

export const assinaturasDisponiveisQuery = () =>
  queryOptions({ queryKey: certificadosKeys.assinaturas(), queryFn: ({ signal }) => listarAssinaturasDisponiveis(signal) });

export function useAssinaturasDisponiveis() {
  return useQuery(assinaturasDisponiveisQuery());
}
