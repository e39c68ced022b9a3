/** Filtros das listas de turmas (presença do instrutor, gestão e escolha de turma), sem React. */
import type { Status } from '#shared/rules/cronograma.ts';
import type { EventoComTurmasDaLista } from '#web/features/presenca/api/turmas-presenca.ts';

export type FiltroStatus = Status | 'todos';
export type TurmaDaLista = EventoComTurmasDaLista['turmas'][number];

const semAcento = (s: string) => s.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();

/** Busca no título do evento, no nome da turma, nos instrutores ou pelo número da turma. */
export function turmaCorresponde(evento: EventoComTurmasDaLista, t: TurmaDaLista, busca: string): boolean {
  const termo = semAcento(busca.trim());
  if (!termo) return true;
  if (/^\d+$/.test(termo) && String(t.id) === termo) return true;
  return [evento.titulo, t.nome, ...t.instrutores.map((i) => i.nome)].some((texto) => semAcento(texto).includes(termo));
}

/** Eventos com as turmas que passam na busca e na situação (eventos sem turma alguma saem). */
export function filtrarEventos(eventos: readonly EventoComTurmasDaLista[], filtro: { busca: string; status: FiltroStatus }): EventoComTurmasDaLista[] {
  return eventos
    .map((e) => ({ ...e, turmas: e.turmas.filter((t) => (filtro.status === 'todos' || t.status === filtro.status) && turmaCorresponde(e, t, filtro.busca)) }))
    .filter((e) => e.turmas.length > 0);
}

/** Quantas turmas em cada situação (depois da busca), para os botões de filtro. */
export function contarPorStatus(eventos: readonly EventoComTurmasDaLista[], busca: string): Record<FiltroStatus, number> {
  const c: Record<FiltroStatus, number> = { todos: 0, programado: 0, em_andamento: 0, encerrado: 0 };
  for (const e of eventos) {
    for (const t of e.turmas) {
      if (!turmaCorresponde(e, t, busca)) continue;
      c.todos++;
      c[t.status]++;
    }
  }
  return c;
}
