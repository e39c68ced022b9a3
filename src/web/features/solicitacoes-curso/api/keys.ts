/**
 * Chaves de consulta das solicitações de curso e do planejamento anual. Tudo fica debaixo de
 * `['solicitacoes-curso']`: uma decisão ou uma conversão invalida listas e calendário de uma vez.
 */
export type EscopoLista = 'minhas' | 'administracao';

export const solicitacoesKeys = {
  todas: ['solicitacoes-curso'] as const,
  lista: (escopo: EscopoLista) => [...solicitacoesKeys.todas, 'lista', escopo] as const,
  planejamento: (ano: number) => [...solicitacoesKeys.todas, 'planejamento', ano] as const,
};
