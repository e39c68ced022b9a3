import { FilterX } from 'lucide-react';
import { useId } from 'react';
import { Botao } from '#web/components/ui/botao.tsx';
import { CampoDeBusca } from '#web/components/ui/campo-de-busca.tsx';
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
  return (
    <div role="search" aria-label="Filtrar certificados" className="grid items-end gap-3 sm:grid-cols-[minmax(0,1fr)_14rem_auto]">
      <div>
        <label htmlFor={`${id}-busca`} className={CLASSE_ROTULO}>
          Buscar
        </label>
        <CampoDeBusca id={`${id}-busca`} valor={busca} aoMudar={aoBuscar} placeholder="Nome, e-mail ou curso…" maxLength={160} />
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
            document.getElementById(`${id}-busca`)?.focus(); // o botão some: o foco não pode ficar perdido
          }}
        >
          <FilterX aria-hidden="true" className="size-4" />
          Limpar filtros
        </Botao>
      )}
    </div>
  );
}
