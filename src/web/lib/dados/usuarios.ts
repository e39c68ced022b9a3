import { keepPreviousData, queryOptions, useQueries, useQuery } from '@tanstack/react-query';
import type { UsuarioResumo, usuariosEndpoints } from '#shared/contracts/usuarios.ts';
import type { Perfil } from '#shared/rules/perfis.ts';
import { callApi } from '../api-client.ts';
import { dadosKeys } from './chaves.ts';

/** A consulta de GET /api/usuarios, já no formato da query string (a chave de cache é ela mesma). */
export interface ConsultaUsuarios {
  busca?: string;
  perfil?: Perfil;
  ativo?: 'true' | 'false';
  pagina: number;
  por_pagina: number;
}

/**
 * GET /api/usuarios — o único fetcher desta operação: a gestão de usuários pagina com filtros; o editor de
 * eventos e o formulário de solicitação buscam pessoas ativas pelo nome, CPF ou e-mail.
 */
export function listarUsuarios(consulta: ConsultaUsuarios, opcoes: { signal?: AbortSignal; redirecionar?: boolean } = {}) {
  return callApi<typeof usuariosEndpoints.listar>({ method: 'GET', path: '/api/usuarios' }, { query: { ...consulta }, ...opcoes });
}

const normalizar = (c: ConsultaUsuarios): ConsultaUsuarios => ({ ...c, busca: c.busca?.trim() || undefined });

export const usuariosQuery = (consulta: ConsultaUsuarios, opcoes: { redirecionar?: boolean } = {}) => {
  const c = normalizar(consulta);
  return queryOptions({
    queryKey: dadosKeys.usuarios(c),
    queryFn: ({ signal }) => listarUsuarios(c, { signal, redirecionar: opcoes.redirecionar }),
    placeholderData: keepPreviousData,
  });
};

/** A página de usuários da gestão (401/403 levam ao login ou ao painel). */
export function useUsuarios(consulta: ConsultaUsuarios) {
  return useQuery(usuariosQuery(consulta, { redirecionar: true }));
}

/** Menor busca de pessoas que vai ao servidor. */
export const MINIMO_BUSCA_PESSOAS = 2;
const POR_PAGINA_BUSCA = 10;

/**
 * Pessoas ativas por nome, CPF ou e-mail. Com `perfis`, junta as buscas de cada perfil (a API filtra um
 * perfil por vez), sem repetir quem tem mais de um, em ordem alfabética. Cada busca é a mesma consulta
 * (e a mesma chave) de `usuariosQuery`.
 */
export function useBuscarPessoas(busca: string, opcoes: { perfis?: readonly Perfil[]; habilitada?: boolean } = {}) {
  const termo = busca.trim();
  const perfis = opcoes.perfis?.length ? opcoes.perfis : [undefined];
  const ligada = (opcoes.habilitada ?? true) && termo.length >= MINIMO_BUSCA_PESSOAS;
  return useQueries({
    queries: perfis.map((perfil) => ({
      ...usuariosQuery({ busca: termo, perfil, ativo: 'true', pagina: 1, por_pagina: POR_PAGINA_BUSCA }),
      enabled: ligada,
      staleTime: 60_000,
    })),
    combine: (rs) => {
      const porId = new Map<number, UsuarioResumo>();
      for (const r of rs) for (const u of r.data?.itens ?? []) porId.set(u.id, u);
      return {
        data: rs.every((r) => r.data) ? [...porId.values()].sort((a, b) => a.nome.localeCompare(b.nome, 'pt-BR')) : undefined,
        isFetching: rs.some((r) => r.isFetching),
        isError: rs.some((r) => r.isError),
        isPending: rs.some((r) => r.isPending),
      };
    },
  });
}
