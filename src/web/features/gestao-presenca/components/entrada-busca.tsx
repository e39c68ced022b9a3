import { Search } from 'lucide-react';
import { CLASSE_ENTRADA, CLASSE_ROTULO } from './classes.ts';

interface Props {
  id: string;
  rotulo: string;
  placeholder: string;
  valor: string;
  aoMudar: (v: string) => void;
}

/** Busca na lista que já está na tela (filtra na hora, sem espera): rótulo, lupa e o campo. */
export function EntradaBusca({ id, rotulo, placeholder, valor, aoMudar }: Props) {
  return (
    <>
      <label htmlFor={id} className={CLASSE_ROTULO}>
        {rotulo}
      </label>
      <div className="relative mt-1">
        <Search aria-hidden="true" className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-slate-500 dark:text-slate-400" />
        <input
          id={id}
          type="search"
          value={valor}
          onChange={(e) => aoMudar(e.target.value)}
          placeholder={placeholder}
          autoComplete="off"
          maxLength={120}
          className={`${CLASSE_ENTRADA} pl-9`}
        />
      </div>
    </>
  );
}
