import type { LucideIcon } from 'lucide-react';
import { formatarNumero } from '#web/lib/formato.ts';

/** Cartão de indicador ("MiniStat"): número grande, rótulo e uma dica curta. Sem valor, "—". */
export function Indicador({ rotulo, valor, dica, icone: Icone }: { rotulo: string; valor: number | null; dica?: string; icone: LucideIcon }) {
  return (
    <li className="flex items-start gap-3 rounded-xl border border-slate-200 bg-white p-4 shadow-sm dark:border-slate-800 dark:bg-slate-900">
      <Icone aria-hidden="true" className="mt-1 size-6 shrink-0 text-escola-700 dark:text-escola-100" />
      <div className="min-w-0">
        <p className="text-sm font-medium text-slate-600 dark:text-slate-300">{rotulo}</p>
        <p className="text-2xl font-bold tabular-nums">{valor === null ? '—' : formatarNumero(valor)}</p>
        {dica && <p className="text-xs text-slate-600 dark:text-slate-400">{dica}</p>}
      </div>
    </li>
  );
}
