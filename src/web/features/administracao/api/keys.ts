import type { FiltrosIndicadores, Indicador } from '#shared/contracts/administracao.ts';

export interface FiltrosTrilha {
  busca?: string;
  acao?: string;
  de?: string;
  ate?: string;
  pagina: number;
}

export const administracaoKeys = {
  todas: ['administracao'] as const,
  indicadores: (f: FiltrosIndicadores) => [...administracaoKeys.todas, 'indicadores', f] as const,
  detalhe: (f: FiltrosIndicadores & { indicador: Indicador; evento?: number; pagina: number }) => [...administracaoKeys.todas, 'detalhe', f] as const,
  painel: () => [...administracaoKeys.todas, 'painel'] as const,
  trilha: (f: FiltrosTrilha) => [...administracaoKeys.todas, 'trilha', f] as const,
};
