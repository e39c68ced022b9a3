/** Chaves das consultas de avaliação, debaixo de `['avaliacoes']` (um envio invalida pendentes e situação). */
export const avaliacaoKeys = {
  todas: () => ['avaliacoes'] as const,
  pendentes: () => [...avaliacaoKeys.todas(), 'pendentes'] as const,
  situacao: (turmaId: number) => [...avaliacaoKeys.todas(), 'situacao', turmaId] as const,
};

/** Chaves das consultas dos resultados da avaliação, debaixo de `['avaliacoes', 'resultados']`. */
export interface FiltrosResultados {
  de?: string;
  ate?: string;
  evento?: number;
  tipo?: string;
  instrutor?: number;
  turma?: number;
}

export const resultadosKeys = {
  todas: () => ['avaliacoes', 'resultados'] as const,
  instrutor: (turma: number | null) => [...resultadosKeys.todas(), 'instrutor', turma] as const,
  administracao: (f: FiltrosResultados) => [...resultadosKeys.todas(), 'administracao', f] as const,
  naoResponderam: (f: FiltrosResultados) => [...resultadosKeys.todas(), 'nao-responderam', f] as const,
};
