import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { usuariosEndpoints } from '#shared/contracts/usuarios.ts';
import { callApi } from '#web/lib/api-client.ts';
import { usuariosKeys, type FiltrosUsuarios } from './keys.ts';

export const USUARIOS_POR_PAGINA = 20;

const ATIVO = { ativos: 'true', inativos: 'false', todos: undefined } as const;

/** GET /api/usuarios com busca (nome, CPF ou e-mail), perfil e situação. */
export function listarUsuarios(f: FiltrosUsuarios, signal?: AbortSignal) {
  return callApi<typeof usuariosEndpoints.listar>(
    { method: 'GET', path: '/api/usuarios' },
    {
      query: { busca: f.busca.trim() || undefined, perfil: f.perfil ?? undefined, ativo: ATIVO[f.situacao], pagina: f.pagina, por_pagina: USUARIOS_POR_PAGINA },
      signal,
      redirecionar: true,
    },
  );
}

export const usuariosQuery = (f: FiltrosUsuarios) =>
  queryOptions({ queryKey: usuariosKeys.lista(f), queryFn: ({ signal }) => listarUsuarios(f, signal), placeholderData: keepPreviousData });

export function useUsuarios(f: FiltrosUsuarios) {
  return useQuery(usuariosQuery(f));
}
