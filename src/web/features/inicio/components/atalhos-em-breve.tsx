import { useId } from 'react';
import type { Destino } from './destinos.ts';

/**
 * Destinos cujas telas ainda não existem: uma lista compacta sob o título "Em breve", sem links
 * (levariam só à página "Em breve"). Cada item some daqui e vira atalho quando a tela chega.
 */
export function AtalhosEmBreve({ destinos }: { destinos: Destino[] }) {
  const idTitulo = useId();
  return (
    <div className="space-y-2 pt-3">
      <h3 id={idTitulo} className="font-semibold text-slate-800 dark:text-slate-100">
        Em breve
      </h3>
      <p className="text-sm text-slate-600 dark:text-slate-300">Estas áreas estão em construção. O atalho de cada uma aparece acima assim que ela ficar pronta.</p>
      <ul aria-labelledby={idTitulo} className="grid grid-cols-2 gap-2 sm:grid-cols-3 lg:grid-cols-4">
        {destinos.map(({ rotulo, para, icone: Icone }) => (
          <li
            key={para}
            className="flex min-h-12 items-center gap-2 rounded-lg border border-dashed border-slate-300 bg-slate-50 px-3 py-2 text-sm font-medium text-slate-700 dark:border-slate-700 dark:bg-slate-900/60 dark:text-slate-200"
          >
            <Icone aria-hidden="true" className="size-4 shrink-0 text-slate-600 dark:text-slate-300" />
            <span className="min-w-0">{rotulo}</span>
          </li>
        ))}
      </ul>
    </div>
  );
}
