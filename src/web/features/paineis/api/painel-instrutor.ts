import { queryOptions, useQuery } from '@tanstack/react-query';
import type { EndpointResponse } from '#shared/contracts/endpoint.ts';
import type { paineisEndpoints } from '#shared/contracts/paineis.ts';
import { callApi } from '#web/lib/api-client.ts';
import { paineisKeys } from './keys.ts';

export type PainelInstrutor = EndpointResponse<typeof paineisEndpoints.instrutor>;

/** GET /api/paineis/instrutor: as turmas do instrutor com presença, avaliação e certificados pendentes. */
export function obterPainelInstrutor(signal?: AbortSignal) {
  return callApi<typeof paineisEndpoints.instrutor>({ method: 'GET', path: '/api/paineis/instrutor' }, { signal, redirecionar: true });
}

export const painelInstrutorQuery = () => queryOptions({ queryKey: paineisKeys.instrutor(), queryFn: ({ signal }) => obterPainelInstrutor(signal) });

export function usePainelInstrutor() {
  return useQuery(painelInstrutorQuery());
}
