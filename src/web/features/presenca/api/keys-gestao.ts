import { dadosKeys } from '#web/lib/dados/chaves.ts';

/**
 * Chaves da gestão de presença. Tudo fica debaixo de `dadosKeys.presencas()`: uma marcação invalida
 * a raiz e atualiza a lista da turma, as listas de turmas e as frequências de outras telas.
 */
export const gestaoPresencaKeys = {
  todos: dadosKeys.presencas(),
  turma: (turmaId: number) => [...dadosKeys.presencas(), 'turma', turmaId] as const,
};
