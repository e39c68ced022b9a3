/** Organização das turmas de quem ensina (histórico na gestão de instrutores). */
import type { TurmaDoInstrutor } from '#shared/contracts/instrutores.ts';
import type { Status } from '#shared/rules/cronograma.ts';
import { formatarData } from '#web/lib/formato.ts';

const ORDEM_STATUS: Record<Status, number> = { em_andamento: 0, programado: 1, encerrado: 2 };

/** Em andamento, depois programadas, depois encerradas; dentro de cada uma, pela data de início. */
export function ordenarTurmas(turmas: readonly TurmaDoInstrutor[]): TurmaDoInstrutor[] {
  return [...turmas].sort((a, b) => ORDEM_STATUS[a.status] - ORDEM_STATUS[b.status] || a.data_inicio.localeCompare(b.data_inicio) || a.id - b.id);
}

/** "05/03/2026 a 20/03/2026" (um dia só: "05/03/2026"). */
export function periodo(t: Pick<TurmaDoInstrutor, 'data_inicio' | 'data_fim'>): string {
  return t.data_inicio === t.data_fim ? formatarData(t.data_inicio) : `${formatarData(t.data_inicio)} a ${formatarData(t.data_fim)}`;
}
