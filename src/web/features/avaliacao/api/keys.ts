/** Chaves das consultas de avaliação, debaixo de `['avaliacoes']` (um envio invalida pendentes e situação). */
export const avaliacaoKeys = {
  todas: () => ['avaliacoes'] as const,
  pendentes: () => [...avaliacaoKeys.todas(), 'pendentes'] as const,
  situacao: (turmaId: number) => [...avaliacaoKeys.todas(), 'situacao', turmaId] as const,
};
