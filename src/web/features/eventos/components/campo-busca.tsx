import { Search } from 'lucide-react';
import { useEffect, useEffectEvent, useId, useState } from 'react';
import { useValorAtrasado } from '#web/lib/use-valor-atrasado.ts';

/** Espera depois da última tecla antes de buscar (SPEC §9: 250 ms). */
export const ATRASO_BUSCA_MS = 250;

interface Props {
  rotulo: string;
  placeholder: string;
  /** A busca aplicada (vinda do endereço). */
  valor: string;
  /** Chamado 250 ms depois da última tecla, com o texto sem espaços nas pontas. */
  aoBuscar: (busca: string) => void;
  maxLength?: number;
}

/**
 * Campo de busca com espera: digita à vontade e a busca sai na pausa. Se a busca aplicada mudar por
 * fora (voltar do navegador, "Limpar filtros"), o campo acompanha.
 */
export function CampoBusca({ rotulo, placeholder, valor, aoBuscar, maxLength = 120 }: Props) {
  const id = useId();
  const [texto, setTexto] = useState(valor);
  const [visto, setVisto] = useState(valor);
  if (valor !== visto) {
    setVisto(valor);
    setTexto(valor);
  }
  const atrasado = useValorAtrasado(texto, ATRASO_BUSCA_MS);
  const aplicar = useEffectEvent((busca: string) => {
    if (busca.trim() !== valor) aoBuscar(busca.trim());
  });
  useEffect(() => aplicar(atrasado), [atrasado]);

  return (
    <div>
      <label htmlFor={id} className="block text-sm font-medium text-slate-800 dark:text-slate-200">
        {rotulo}
      </label>
      <div className="relative mt-1">
        <Search aria-hidden="true" className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-slate-500 dark:text-slate-400" />
        <input
          id={id}
          type="search"
          value={texto}
          onChange={(e) => setTexto(e.target.value)}
          placeholder={placeholder}
          maxLength={maxLength}
          autoComplete="off"
          className="block min-h-11 w-full rounded-lg border border-slate-300 bg-white py-2 pr-3 pl-9 text-base text-slate-900 shadow-sm placeholder:text-slate-500 dark:border-slate-600 dark:bg-slate-900 dark:text-slate-100 dark:placeholder:text-slate-400"
        />
      </div>
    </div>
  );
}
