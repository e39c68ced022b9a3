import type { Status } from '#shared/rules/cronograma.ts';
import { dadosKeys } from '#web/lib/dados/chaves.ts';

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
  listas: () => [...GESTAO, 'lista'] as const,
  lista: (f: FiltrosEventos) => [...gestaoEventosKeys.listas(), f] as const,
  contagem: (publicacao: Publicacao) => [...GESTAO, 'contagem', publicacao] as const,
  detalhe: dadosKeys.evento,
  opcoesEventos: (busca: string) => [...GESTAO, 'opcoes', busca] as const,
  turmas: (eventoId: number) => [...GESTAO, 'turmas', eventoId] as const,
  inscricoes: (f: FiltrosInscricoes) => [...GESTAO, 'inscricoes', f] as const,
  pessoas: (grupo: string, busca: string) => [...GESTAO, 'pessoas', grupo, busca] as const,
};
