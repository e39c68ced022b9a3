import { queryOptions, useQuery } from '@tanstack/react-query';
import type { EndpointResponse } from '#shared/contracts/endpoint.ts';
import type { paineisEndpoints } from '#shared/contracts/paineis.ts';
import { callApi } from '#web/lib/api-client.ts';
import { paineisKeys } from './keys.ts';

export type PainelUsuario = EndpointResponse<typeof paineisEndpoints.usuario>;

/** GET /api/paineis/usuario: tudo o que o Painel do Usuário mostra, num pedido. */
export function obterPainelUsuario(signal?: AbortSignal) {
  return callApi<typeof paineisEndpoints.usuario>({ method: 'GET', path: '/api/paineis/usuario' }, { signal, redirecionar: true });
}

export const painelUsuarioQuery = () => queryOptions({ queryKey: paineisKeys.usuario(), queryFn: ({ signal }) => obterPainelUsuario(signal) });

export function usePainelUsuario() {
  return useQuery(painelUsuarioQuery());
}
