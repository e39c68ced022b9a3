import { queryOptions, useQuery } from '@tanstack/react-query';
import type { usuariosEndpoints } from '#shared/contracts/usuarios.ts';
import { callApi } from '#web/lib/api-client.ts';
import { usuariosKeys } from './keys.ts';

/** GET /api/usuarios/:id (dados completos para edição). */
export function obterUsuario(id: number, signal?: AbortSignal) {
  return callApi<typeof usuariosEndpoints.obter>({ method: 'GET', path: '/api/usuarios/:id' }, { params: { id }, signal });
}

export const usuarioQuery = (id: number) => queryOptions({ queryKey: usuariosKeys.detalhe(id), queryFn: ({ signal }) => obterUsuario(id, signal) });

export function useUsuario(id: number) {
  return useQuery(usuarioQuery(id));
}
