import { dadosKeys } from '#web/lib/dados/chaves.ts';
import type { Status } from '#shared/rules/cronograma.ts';

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

export type Publicacao = 'todos' | 'publicados' | 'rascunhos';
export type Ordem = 'proximos' | 'recentes' | 'passados';
export interface FiltrosEventos {
  publicacao: Publicacao;
  busca: string;
  status: Status | null;
  ordem: Ordem;
  pagina: number;
}

export type SituacaoFiltro = 'ativas' | 'todas' | 'confirmada' | 'em_espera' | 'cancelada';
export interface FiltrosInscricoes {
  eventoId: number | null;
  turmaId: number | null;
  busca: string;
  situacao: SituacaoFiltro;
  pagina: number;
}

const GESTAO = [...dadosKeys.eventos(), 'gestao'] as const;

/**
 * Chaves de consulta da gestão de eventos e inscrições, debaixo da raiz `['eventos']` de todo o web: as
 * mutações invalidam `todos` (a raiz), e a lista pública, a página do evento e o histórico de quem se
 * inscreve ficam atuais junto. O detalhe do evento é um só para as duas telas (`dadosKeys.evento`).
 */
export const gestaoEventosKeys = {
  todos: dadosKeys.eventos(),
  detalhe: dadosKeys.evento,
  turmas: (eventoId: number) => [...GESTAO, 'turmas', eventoId] as const,
  inscricoes: (f: FiltrosInscricoes) => [...GESTAO, 'inscricoes', f] as const,
};
