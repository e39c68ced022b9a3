import { CalendarClock, CalendarDays, CircleCheck, CircleX, type LucideIcon } from 'lucide-react';
import type { MinhaPresenca } from '#shared/contracts/presencas.ts';
import { formatarData } from '#web/lib/formato.ts';

type Situacao = MinhaPresenca['encontros'][number]['situacao'];

const ESTILO: Record<Situacao, { rotulo: string; classe: string; Icone: LucideIcon }> = {
  presente: { rotulo: 'Presente', Icone: CircleCheck, classe: 'bg-green-100 text-green-900 ring-green-300 dark:bg-green-950 dark:text-green-100 dark:ring-green-800' },
  ausente: { rotulo: 'Ausente', Icone: CircleX, classe: 'bg-red-100 text-red-900 ring-red-300 dark:bg-red-950 dark:text-red-100 dark:ring-red-800' },
  hoje: { rotulo: 'Hoje', Icone: CalendarClock, classe: 'bg-sky-100 text-sky-900 ring-sky-300 dark:bg-sky-950 dark:text-sky-100 dark:ring-sky-800' },
  futuro: { rotulo: 'Previsto', Icone: CalendarDays, classe: 'bg-slate-100 text-slate-800 ring-slate-300 dark:bg-slate-800 dark:text-slate-100 dark:ring-slate-600' },
};

/** Um chip por encontro: data, ícone e a situação por extenso (não só a cor). */
export function ChipsEncontros({ encontros }: { encontros: MinhaPresenca['encontros'] }) {
  if (encontros.length === 0) return <p className="text-sm text-slate-600 dark:text-slate-400">Cronograma por encontros ainda não definido.</p>;
  return (
    <ul aria-label="Encontros" className="flex flex-wrap gap-1.5">
      {encontros.map((e) => {
        const { rotulo, classe, Icone } = ESTILO[e.situacao];
        return (
          <li key={e.data} className={`inline-flex items-center gap-1 rounded-full px-2.5 py-1 text-xs font-semibold ring-1 ring-inset ${classe}`}>
            <Icone aria-hidden="true" className="size-3.5 shrink-0" />
            <span>{formatarData(e.data)}</span>
            <span aria-hidden="true">·</span>
            <span>{rotulo}</span>
          </li>
        );
      })}
    </ul>
  );
}
