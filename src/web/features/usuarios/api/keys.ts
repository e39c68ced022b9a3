import type { Perfil } from '#shared/rules/perfis.ts';
import type { ConsultaUsuarios } from '#web/lib/dados/usuarios.ts';

export type Situacao = 'ativos' | 'inativos' | 'todos';
export interface FiltrosUsuarios {
  busca: string;
  perfil: Perfil | null;
  situacao: Situacao;
  pagina: number;
}

export const USUARIOS_POR_PAGINA = 20;
const ATIVO = { ativos: 'true', inativos: 'false', todos: undefined } as const;

/** Os filtros da tela viram a consulta de GET /api/usuarios (a lista e a chave são as de `lib/dados/usuarios.ts`). */
export const consultaDaGestao = (f: FiltrosUsuarios): ConsultaUsuarios => ({
  busca: f.busca,
  perfil: f.perfil ?? undefined,
  ativo: ATIVO[f.situacao],
  pagina: f.pagina,
  por_pagina: USUARIOS_POR_PAGINA,
});

/** Debaixo de `['usuarios']`: salvar uma pessoa invalida a lista (`dadosKeys.usuarios`) e o detalhe. */
export const usuariosKeys = {
  todos: ['usuarios'] as const,
  detalhe: (id: number) => [...usuariosKeys.todos, 'detalhe', id] as const,
};
