import type { DefinicaoEntrada } from '#shared/contracts/relatorios.ts';

/** Busca de eventos ou turmas para os filtros do construtor. */
export interface ConsultaOpcoes {
  referencia: 'evento' | 'turma';
  busca?: string;
  ids?: readonly number[];
}

export const relatoriosKeys = {
  todos: ['relatorios'] as const,
  salvos: () => [...relatoriosKeys.todos, 'salvos'] as const,
  opcoes: (c: ConsultaOpcoes) => [...relatoriosKeys.todos, 'opcoes', c] as const,
  previa: (definicao: DefinicaoEntrada, pagina: number, porPagina: number, mostrarCpf: boolean) =>
    [...relatoriosKeys.todos, 'previa', { definicao, pagina, por_pagina: porPagina, mostrar_cpf: mostrarCpf }] as const,
};
