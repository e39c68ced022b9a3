import { Timer } from 'lucide-react';
import { avisoDoTempo, formatarRestante } from './regras-tentativa.ts';

/**
 * O tempo que falta. O número não é região viva (ler a cada segundo atrapalharia quem usa leitor de
 * tela); os avisos de 5 minutos, 1 minuto e do fim vão para uma região viva educada à parte.
 */
export function Cronometro({ restante }: { restante: number }) {
  const pouco = restante <= 5 * 60_000;
  return (
    <div className="flex items-center gap-2">
      <p
        data-testid="tempo-restante"
        className={`inline-flex items-center gap-1.5 rounded-lg px-2 py-1 text-sm font-semibold tabular-nums ${pouco ? 'bg-amber-100 text-amber-950 dark:bg-amber-950 dark:text-amber-50' : 'bg-slate-100 text-slate-800 dark:bg-slate-800 dark:text-slate-100'}`}
      >
        <Timer aria-hidden="true" className="size-4 shrink-0" />
        <span className="sr-only">Tempo restante: </span>
        {formatarRestante(restante)}
      </p>
      <p role="status" aria-live="polite" className="sr-only">
        {avisoDoTempo(restante)}
      </p>
    </div>
  );
}
