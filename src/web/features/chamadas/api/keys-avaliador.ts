import type { TipoAvaliacao } from '#shared/rules/chamadas.ts';

/** Chaves das consultas de quem avalia, debaixo de `['chamadas', 'avaliador']` (as mutações invalidam a raiz). */
export const avaliadorKeys = {
  todas: () => ['chamadas', 'avaliador'] as const,
  chamadas: () => [...avaliadorKeys.todas(), 'chamadas'] as const,
  trabalhos: (chamadaId: number) => [...avaliadorKeys.todas(), 'trabalhos', chamadaId] as const,
  atribuicoes: () => [...avaliadorKeys.todas(), 'atribuicoes'] as const,
  parecer: (submissaoId: number, tipo: TipoAvaliacao) => [...avaliadorKeys.todas(), 'parecer', submissaoId, tipo] as const,
};
