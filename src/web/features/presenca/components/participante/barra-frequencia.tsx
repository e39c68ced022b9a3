import { useId } from 'react';
import type { Frequencia } from '#shared/contracts/presencas.ts';
import { formatarPercentual, nivelDaFrequencia } from './texto-frequencia.ts';

const COR = {
  ok: 'bg-green-600 dark:bg-green-500',
  atencao: 'bg-amber-500 dark:bg-amber-400',
  perdida: 'bg-red-600 dark:bg-red-500',
} as const;

/** Barra da frequência com a marca dos 75 % (o texto ao lado diz o número; a cor só reforça). */
export function BarraFrequencia({ frequencia: f }: { frequencia: Frequencia }) {
  const id = useId();
  const pct = Math.max(0, Math.min(100, f.percentual));
  return (
    <div>
      <p className="flex items-baseline justify-between text-sm">
        <span id={id} className="font-medium text-slate-700 dark:text-slate-200">
          Frequência
        </span>
        <span className="font-bold">{formatarPercentual(f.percentual)}</span>
      </p>
      <div
        role="progressbar"
        aria-labelledby={id}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={pct}
        aria-valuetext={`${formatarPercentual(f.percentual)}; mínimo de 75%`}
        className="relative mt-1.5 h-3 rounded-full bg-slate-200 dark:bg-slate-700"
      >
        <div className={`h-full rounded-full ${COR[nivelDaFrequencia(f)]}`} style={{ width: `${pct}%` }} />
        <div aria-hidden="true" className="absolute inset-y-[-3px] left-3/4 w-0.5 bg-slate-900 dark:bg-slate-100" title="Mínimo: 75%" />
      </div>
      <p aria-hidden="true" className="relative mt-0.5 h-4 text-xs text-slate-600 dark:text-slate-400">
        <span className="absolute left-3/4 -translate-x-1/2">75%</span>
      </p>
    </div>
  );
}
