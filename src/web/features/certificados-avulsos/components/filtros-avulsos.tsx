import { FilterX, Search, X } from 'lucide-react';
import { useId, useRef } from 'react';
import { Botao } from '#web/components/ui/botao.tsx';
import { FILTROS_ENVIO, ROTULO_FILTRO, ehFiltroEnvio, type FiltroEnvio } from './regras.ts';

interface Props {
  busca: string;
  aoBuscar: (valor: string) => void;
  filtro: FiltroEnvio;
  aoFiltrar: (valor: FiltroEnvio) => void;
  algumFiltro: boolean;
  aoLimpar: () => void;
}

const CLASSE_ROTULO = 'block text-sm font-medium text-slate-800 dark:text-slate-200';
const CLASSE_CAMPO =
  'mt-1 block min-h-11 w-full rounded-lg border border-slate-300 bg-white px-3 py-2 text-base text-slate-900 shadow-sm dark:border-slate-600 dark:bg-slate-900 dark:text-slate-100';

/** Busca por nome, e-mail ou curso (com o X de limpar) e o filtro por envio; "Limpar filtros" só com algum ativo. */
export function FiltrosAvulsos({ busca, aoBuscar, filtro, aoFiltrar, algumFiltro, aoLimpar }: Props) {
  const id = useId();
  const campo = useRef<HTMLInputElement>(null);
  return (
    <div role="search" aria-label="Filtrar certificados" className="grid items-end gap-3 sm:grid-cols-[minmax(0,1fr)_14rem_auto]">
      <div>
        <label htmlFor={`${id}-busca`} className={CLASSE_ROTULO}>
          Buscar
        </label>
        <div className="relative mt-1">
          <Search aria-hidden="true" className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-slate-500 dark:text-slate-400" />
          <input
            ref={campo}
            id={`${id}-busca`}
            type="search"
            value={busca}
            onChange={(e) => aoBuscar(e.target.value)}
            onKeyDown={(e) => {
              if (e.key === 'Escape' && busca) {
                e.preventDefault();
                aoBuscar('');
              }
            }}
            placeholder="Nome, e-mail ou curso…"
            autoComplete="off"
            maxLength={160}
            className="block min-h-11 w-full rounded-lg border border-slate-300 bg-white py-2 pr-12 pl-9 text-base text-slate-900 shadow-sm placeholder:text-slate-500 dark:border-slate-600 dark:bg-slate-900 dark:text-slate-100 dark:placeholder:text-slate-400 [&::-webkit-search-cancel-button]:hidden"
          />
          {busca && (
            <button
              type="button"
              onClick={() => {
                aoBuscar('');
                campo.current?.focus();
              }}
              className="absolute top-1/2 right-1 inline-flex size-10 -translate-y-1/2 items-center justify-center rounded-lg text-slate-600 hover:bg-slate-100 dark:text-slate-300 dark:hover:bg-slate-800"
            >
              <X aria-hidden="true" className="size-4" />
              <span className="sr-only">Limpar busca</span>
            </button>
          )}
        </div>
      </div>
      <div>
        <label htmlFor={`${id}-envio`} className={CLASSE_ROTULO}>
          Filtrar por envio
        </label>
        <select id={`${id}-envio`} className={CLASSE_CAMPO} value={filtro} onChange={(e) => ehFiltroEnvio(e.target.value) && aoFiltrar(e.target.value)}>
          {FILTROS_ENVIO.map((f) => (
            <option key={f} value={f}>
              {ROTULO_FILTRO[f]}
            </option>
          ))}
        </select>
      </div>
      {algumFiltro && (
        <Botao
          variante="fantasma"
          onClick={() => {
            aoLimpar();
            campo.current?.focus(); // o botão some: o foco não pode ficar perdido
          }}
        >
          <FilterX aria-hidden="true" className="size-4" />
          Limpar filtros
        </Botao>
      )}
    </div>
  );
}
