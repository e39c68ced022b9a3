import { dadosKeys } from '#web/lib/dados/chaves.ts';

/**
 * Chaves de consulta de eventos e inscrições da pessoa. As listas públicas (`['eventos', 'lista', …]`)
 * ficam em `#web/lib/dados/` porque a página inicial também as lê; tudo de eventos fica debaixo de
 * `['eventos']`, então invalidar a raiz atualiza listas, detalhes e histórico de uma vez.
 */
export const eventosKeys = {
  todos: dadosKeys.eventos(),
  detalhe: dadosKeys.evento,
  historicoAnos: () => [...dadosKeys.eventos(), 'historico', 'anos'] as const,
};

export type SituacaoMinhas = 'ativas' | 'todas';

export const inscricoesKeys = {
  minhas: () => ['inscricoes', 'minhas'] as const,
  lista: (situacao: SituacaoMinhas) => [...inscricoesKeys.minhas(), situacao] as const,
};
