import type { Perfil } from '#shared/rules/perfis.ts';

export type Situacao = 'ativos' | 'inativos' | 'todos';
export interface FiltrosUsuarios {
  busca: string;
  perfil: Perfil | null;
  situacao: Situacao;
  pagina: number;
}

export const usuariosKeys = {
  todos: ['usuarios'] as const,
  listas: () => [...usuariosKeys.todos, 'lista'] as const,
  lista: (f: FiltrosUsuarios) => [...usuariosKeys.listas(), f] as const,
  detalhe: (id: number) => [...usuariosKeys.todos, 'detalhe', id] as const,
};
