import { CalendarClock, CircleCheck, CirclePlay, type LucideIcon } from 'lucide-react';
import { ROTULO_STATUS, type Status } from '#shared/rules/cronograma.ts';

const ESTILO: Record<Status, { classe: string; Icone: LucideIcon }> = {
  programado: { classe: 'bg-green-100 text-green-900 ring-green-300 dark:bg-green-950 dark:text-green-100 dark:ring-green-800', Icone: CalendarClock },
  em_andamento: { classe: 'bg-amber-100 text-amber-900 ring-amber-300 dark:bg-amber-950 dark:text-amber-100 dark:ring-amber-800', Icone: CirclePlay },
  encerrado: { classe: 'bg-rose-100 text-rose-900 ring-rose-300 dark:bg-rose-950 dark:text-rose-100 dark:ring-rose-800', Icone: CircleCheck },
};

/**
 * Situação do evento ou da turma: Programado (verde), Em andamento (âmbar), Encerrado (vermelho/rosa).
 * O texto e o ícone dizem a situação também para quem não distingue as cores.
 */
export function ChipStatus({ status, className = '' }: { status: Status; className?: string }) {
  const { classe, Icone } = ESTILO[status];
  return (
    <span className={`inline-flex items-center gap-1 rounded-full px-2.5 py-0.5 text-xs font-semibold ring-1 ring-inset ${classe} ${className}`}>
      <Icone aria-hidden="true" className="size-3.5 shrink-0" />
      {ROTULO_STATUS[status]}
    </span>
  );
}
