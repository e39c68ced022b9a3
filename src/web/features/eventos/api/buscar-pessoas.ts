import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { UsuarioResumo, usuariosEndpoints } from '#shared/contracts/usuarios.ts';
import type { Perfil } from '#shared/rules/perfis.ts';
import { callApi } from '#web/lib/api-client.ts';
import { gestaoEventosKeys } from './keys-gestao.ts';

/** Menor busca que vai ao servidor. */
export const MINIMO_BUSCA_PESSOAS = 2;
const POR_PAGINA = 10;

function buscarPorPerfil(busca: string, perfil: Perfil | undefined, signal?: AbortSignal) {
  return callApi<typeof usuariosEndpoints.listar>(
    { method: 'GET', path: '/api/usuarios' },
    { query: { busca, perfil, ativo: 'true', pagina: 1, por_pagina: POR_PAGINA }, signal },
  ).then((r) => r.itens);
}

/**
 * Pessoas ativas por nome, CPF ou e-mail (GET /api/usuarios). Com `perfis`, junta as buscas de cada
 * perfil (a API filtra um perfil por vez), sem repetir quem tem mais de um, em ordem alfabética.
 */
export async function buscarPessoas(busca: string, perfis: readonly Perfil[], signal?: AbortSignal): Promise<UsuarioResumo[]> {
  const listas = await Promise.all(perfis.length ? perfis.map((p) => buscarPorPerfil(busca, p, signal)) : [buscarPorPerfil(busca, undefined, signal)]);
  const porId = new Map<number, UsuarioResumo>();
  for (const u of listas.flat()) porId.set(u.id, u);
  return [...porId.values()].sort((a, b) => a.nome.localeCompare(b.nome, 'pt-BR'));
}

export function useBuscarPessoas(busca: string, perfis: readonly Perfil[]) {
  const termo = busca.trim();
  return useQuery({
    queryKey: gestaoEventosKeys.pessoas(perfis.join(',') || 'todos', termo),
    queryFn: ({ signal }) => buscarPessoas(termo, perfis, signal),
    enabled: termo.length >= MINIMO_BUSCA_PESSOAS,
    placeholderData: keepPreviousData,
    staleTime: 60_000,
  });
}
