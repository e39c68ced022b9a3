import { dadosKeys } from '#web/lib/dados/chaves.ts';

/** Chaves das consultas de presença da pessoa, debaixo de `['presencas']` (uma marcação invalida tudo). */
export const presencaKeys = {
  minhas: () => [...dadosKeys.presencas(), 'minhas'] as const,
};
