import { dadosKeys } from '#web/lib/dados/chaves.ts';

/**
 * Chaves das consultas de presença, todas debaixo de `['presencas']`: uma marcação invalida a raiz e
 * atualiza a lista da turma, as listas de turmas e as frequências de todas as telas. Uma chave por operação.
 */
export const presencaKeys = {
  todos: dadosKeys.presencas(),
  /** GET /api/presencas/minhas */
  minhas: () => [...dadosKeys.presencas(), 'minhas'] as const,
  /** GET /api/turmas/:turmaId/presencas */
  turma: (turmaId: number) => [...dadosKeys.presencas(), 'turma', turmaId] as const,
  /** GET /api/presencas/turmas: gerador de QR, presença do instrutor e gestão de presença. */
  turmas: (periodo: 'recentes' | 'todas') => [...dadosKeys.presencas(), 'turmas', periodo] as const,
  /** GET /api/turmas/:turmaId/presenca/ao-vivo */
  aoVivo: (turmaId: number) => [...dadosKeys.presencas(), 'ao-vivo', turmaId] as const,
};
