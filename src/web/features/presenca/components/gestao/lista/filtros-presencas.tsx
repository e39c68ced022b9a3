import { useId } from 'react';
import { EntradaBusca } from '../entrada-busca.tsx';

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
        <EntradaBusca id={`${id}-busca`} rotulo="Buscar participante" placeholder="Buscar por nome ou CPF…" valor={busca} aoMudar={aoBuscar} />
      </div>
      <label className="inline-flex min-h-11 cursor-pointer items-center gap-2 text-sm font-medium text-slate-800 dark:text-slate-200">
        <input type="checkbox" role="switch" className="size-5 accent-escola-700" checked={soSemPresenca} onChange={(e) => aoAlternarSemPresenca(e.target.checked)} />
        Mostrar apenas sem presença
      </label>
    </div>
  );
}
