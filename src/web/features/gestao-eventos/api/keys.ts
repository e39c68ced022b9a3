import type { Status } from '#shared/rules/cronograma.ts';

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

/** Chaves de consulta da gestão de eventos e inscrições (mutações invalidam `todos`). */
export const gestaoEventosKeys = {
  todos: ['gestao-eventos'] as const,
  listas: () => [...gestaoEventosKeys.todos, 'lista'] as const,
  lista: (f: FiltrosEventos) => [...gestaoEventosKeys.listas(), f] as const,
  contagem: (publicacao: Publicacao) => [...gestaoEventosKeys.todos, 'contagem', publicacao] as const,
  detalhe: (id: number) => [...gestaoEventosKeys.todos, 'detalhe', id] as const,
  opcoesEventos: (busca: string) => [...gestaoEventosKeys.todos, 'opcoes', busca] as const,
  turmas: (eventoId: number) => [...gestaoEventosKeys.todos, 'turmas', eventoId] as const,
  inscricoes: (f: FiltrosInscricoes) => [...gestaoEventosKeys.todos, 'inscricoes', f] as const,
  pessoas: (grupo: string, busca: string) => [...gestaoEventosKeys.todos, 'pessoas', grupo, busca] as const,
};
