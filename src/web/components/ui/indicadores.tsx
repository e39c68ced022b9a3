import type { LucideIcon } from 'lucide-react';
import { formatarNumero } from '#web/lib/formato.ts';

export interface Indicador {
  rotulo: string;
  Icone: LucideIcon;
  /** Nulo enquanto os dados não chegaram: mostra "—". */
  valor: number | null;
}

/**
 * Cartões de números do topo das telas (Meus Cursos, Minhas Presenças, QR Codes): rótulo com ícone e o
 * número em pt-BR. `colunas` é a grade (classes do Tailwind), porque cada tela tem 2, 3 ou 4 cartões.
 */
export function Indicadores({ rotulo, itens, colunas }: { rotulo: string; itens: readonly Indicador[]; colunas: string }) {
  return (
    <ul aria-label={rotulo} className={`grid gap-2 sm:gap-3 ${colunas}`}>
      {itens.map(({ rotulo: r, Icone, valor }) => (
        <li key={r} className="rounded-xl border border-slate-200 bg-white p-3 shadow-sm sm:p-4 dark:border-slate-800 dark:bg-slate-900">
          <p className="flex items-center gap-1.5 text-xs font-semibold text-slate-600 sm:text-sm dark:text-slate-300">
            <Icone aria-hidden="true" className="size-4 shrink-0" />
            {r}
          </p>
          <p className="mt-1 text-2xl font-bold text-escola-800 dark:text-escola-100">{valor === null ? '—' : formatarNumero(valor)}</p>
        </li>
      ))}
    </ul>
  );
}
