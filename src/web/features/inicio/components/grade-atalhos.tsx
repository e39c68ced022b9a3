import { Link } from 'react-router';
import type { Destino } from './destinos.ts';

/** Grade de cartões-link (cada cartão inteiro é o link; 44 px ou mais de área de toque). */
export function GradeAtalhos({ destinos, rotulo }: { destinos: Destino[]; rotulo: string }) {
  return (
    <ul aria-label={rotulo} className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
      {destinos.map((d) => (
        <li key={d.para}>
          <Link
            to={d.para}
            className="flex min-h-16 items-start gap-3 rounded-xl border border-slate-200 bg-white p-4 shadow-sm transition-colors hover:border-escola-600 hover:bg-escola-50 dark:border-slate-800 dark:bg-slate-900 dark:hover:border-escola-100 dark:hover:bg-slate-800"
          >
            <span aria-hidden="true" className="text-2xl">
              {d.icone}
            </span>
            <span>
              <span className="block font-semibold text-escola-800 dark:text-escola-100">{d.rotulo}</span>
              <span className="block text-sm text-slate-600 dark:text-slate-300">{d.descricao}</span>
            </span>
          </Link>
        </li>
      ))}
    </ul>
  );
}
