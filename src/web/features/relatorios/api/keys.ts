import type { DefinicaoEntrada } from '#shared/contracts/relatorios.ts';

export const relatoriosKeys = {
  todos: ['relatorios'] as const,
  salvos: () => [...relatoriosKeys.todos, 'salvos'] as const,
  previa: (definicao: DefinicaoEntrada, pagina: number, porPagina: number, mostrarCpf: boolean) =>
    [...relatoriosKeys.todos, 'previa', { definicao, pagina, por_pagina: porPagina, mostrar_cpf: mostrarCpf }] as const,
};
