import { CircleAlert, CircleCheck } from 'lucide-react';
import { formatarPercentual } from './formato-presenca.ts';
import type { FrequenciaNaTela } from './modelo.ts';

/** Frequência da pessoa na turma e o marcador do mínimo de 75 % (com texto, não só cor). */
export function FrequenciaParticipante({ frequencia: f }: { frequencia: FrequenciaNaTela }) {
  return (
    <div className="flex flex-wrap items-center gap-x-2 gap-y-1">
      <span className="font-semibold tabular-nums">{formatarPercentual(f.percentual)}</span>
      {f.atingiu ? (
        <span className="inline-flex items-center gap-1 rounded-full bg-green-100 px-2 py-0.5 text-xs font-semibold text-green-900 dark:bg-green-950 dark:text-green-100">
          <CircleCheck aria-hidden="true" className="size-3.5" />≥ 75 %<span className="sr-only"> (mínimo atingido)</span>
        </span>
      ) : (
        <span className="inline-flex items-center gap-1 rounded-full bg-amber-100 px-2 py-0.5 text-xs font-semibold text-amber-900 dark:bg-amber-950 dark:text-amber-100">
          <CircleAlert aria-hidden="true" className="size-3.5" />
          abaixo de 75 %
        </span>
      )}
      {f.previa && <span className="text-xs text-amber-800 dark:text-amber-300">prévia</span>}
    </div>
  );
}
