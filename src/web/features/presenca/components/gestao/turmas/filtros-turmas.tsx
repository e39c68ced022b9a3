import { useId } from 'react';
import { STATUS } from '#shared/rules/cronograma.ts';
import type { PeriodoTurmas } from '#web/features/presenca/api/turmas-presenca.ts';
import { formatarNumero } from '#web/lib/formato.ts';
import { CLASSE_CHIP_FILTRO } from '../classes.ts';
import { EntradaBusca } from '../entrada-busca.tsx';
import type { FiltroStatus } from './filtro-turmas.ts';

const ROTULOS: Record<FiltroStatus, string> = { todos: 'Todos', programado: 'Programados', em_andamento: 'Em andamento', encerrado: 'Encerrados' };
const PERIODOS: { valor: PeriodoTurmas; rotulo: string }[] = [
  { valor: 'recentes', rotulo: 'Recentes' },
  { valor: 'todas', rotulo: 'Todas' },
];

interface Props {
  busca: string | null;
  aoBuscar: (v: string) => void;
  status: FiltroStatus;
  aoMudarStatus: (s: FiltroStatus) => void;
  contagem: Record<FiltroStatus, number> | null;
  periodo: PeriodoTurmas;
  aoMudarPeriodo: (p: PeriodoTurmas) => void;
}

/** Busca (opcional), situação (Todos / Programados / Em andamento / Encerrados) e período (recentes ou todas). */
export function FiltrosTurmas(p: Props) {
  const id = useId();
  return (
    <div className="space-y-4">
      {p.busca !== null && (
        <div>
          <EntradaBusca id={`${id}-busca`} rotulo="Buscar turma" placeholder="Evento, turma ou instrutor…" valor={p.busca} aoMudar={p.aoBuscar} />
        </div>
      )}
      <div className="flex flex-col gap-3 lg:flex-row lg:items-center lg:justify-between">
        <div role="group" aria-label="Situação da turma" className="flex flex-wrap gap-2">
          {(['todos', ...STATUS] as const).map((s) => (
            <button key={s} type="button" className={CLASSE_CHIP_FILTRO} aria-pressed={p.status === s} onClick={() => p.aoMudarStatus(s)}>
              {ROTULOS[s]}
              {p.contagem && ` (${formatarNumero(p.contagem[s])})`}
            </button>
          ))}
        </div>
        <div role="group" aria-label="Período" aria-describedby={`${id}-periodo`} className="flex flex-wrap items-center gap-2">
          <span aria-hidden="true" className="text-sm font-medium text-slate-700 dark:text-slate-300">
            Período:
          </span>
          {PERIODOS.map((o) => (
            <button key={o.valor} type="button" className={CLASSE_CHIP_FILTRO} aria-pressed={p.periodo === o.valor} onClick={() => p.aoMudarPeriodo(o.valor)}>
              {o.rotulo}
            </button>
          ))}
        </div>
      </div>
      <p id={`${id}-periodo`} className="text-xs text-slate-600 dark:text-slate-400">
        {p.periodo === 'recentes' ? 'Recentes: turmas programadas, em andamento ou encerradas há até 60 dias.' : 'Todas as turmas, inclusive as encerradas há mais de 60 dias.'}
      </p>
    </div>
  );
}
