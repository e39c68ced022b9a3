import { useId } from 'react';
import { formatarNumero } from '#web/lib/formato.ts';
import { plural } from './formato-evento.ts';

/** "X de Y vagas preenchidas", a barra de ocupação e quantas pessoas esperam vaga. */
export function BarraVagas({ vagas, confirmadas, emEspera }: { vagas: number; confirmadas: number; emEspera: number }) {
  const id = useId();
  const pct = vagas > 0 ? Math.min(100, Math.round((confirmadas / vagas) * 100)) : 0;
  const lotada = confirmadas >= vagas;
  return (
    <div>
      <p className="text-sm text-slate-700 dark:text-slate-200">
        <span id={id}>{`${formatarNumero(confirmadas)} de ${plural(vagas, 'vaga preenchida', 'vagas preenchidas')}`}</span>
        {emEspera > 0 && <span className="text-amber-800 dark:text-amber-200">{` · ${plural(emEspera, 'pessoa', 'pessoas')} na lista de espera`}</span>}
      </p>
      <div
        role="progressbar"
        aria-labelledby={id}
        aria-valuemin={0}
        aria-valuemax={vagas}
        aria-valuenow={Math.min(confirmadas, vagas)}
        className="mt-1.5 h-2 overflow-hidden rounded-full bg-slate-200 dark:bg-slate-700"
      >
        <div className={`h-full rounded-full ${lotada ? 'bg-amber-600 dark:bg-amber-400' : 'bg-escola-600 dark:bg-escola-100'}`} style={{ width: `${pct}%` }} />
      </div>
    </div>
  );
}
