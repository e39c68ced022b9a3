import { Search } from 'lucide-react';
import { useId } from 'react';
import { CLASSE_ENTRADA, CLASSE_ROTULO } from '../classes.ts';

interface Props {
  busca: string;
  aoBuscar: (v: string) => void;
  soSemPresenca: boolean;
  aoAlternarSemPresenca: (v: boolean) => void;
}

/** Busca por nome ou CPF (na hora, a lista já está na tela) e "Mostrar apenas sem presença". */
export function FiltrosPresencas({ busca, aoBuscar, soSemPresenca, aoAlternarSemPresenca }: Props) {
  const id = useId();
  return (
    <div className="flex flex-col gap-3 sm:flex-row sm:items-end">
      <div className="flex-1">
        <label htmlFor={`${id}-busca`} className={CLASSE_ROTULO}>
          Buscar participante
        </label>
        <div className="relative mt-1">
          <Search aria-hidden="true" className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-slate-500 dark:text-slate-400" />
          <input
            id={`${id}-busca`}
            type="search"
            value={busca}
            onChange={(e) => aoBuscar(e.target.value)}
            placeholder="Buscar por nome ou CPF…"
            autoComplete="off"
            maxLength={120}
            className={`${CLASSE_ENTRADA} pl-9`}
          />
        </div>
      </div>
      <label className="inline-flex min-h-11 cursor-pointer items-center gap-2 text-sm font-medium text-slate-800 dark:text-slate-200">
        <input type="checkbox" role="switch" className="size-5 accent-escola-700" checked={soSemPresenca} onChange={(e) => aoAlternarSemPresenca(e.target.checked)} />
        Mostrar apenas sem presença
      </label>
    </div>
  );
}
