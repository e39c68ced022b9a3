import { X } from 'lucide-react';
import { useId, useState } from 'react';
import { formatarNumero } from '#web/lib/formato.ts';
import { CLASSE_ENTRADA, CLASSE_ROTULO } from './classes.ts';

export interface OpcaoMultipla {
  id: number;
  rotulo: string;
}

interface Props {
  /** id do filtro (o foco do erro chega aqui). */
  id: string;
  rotulo: string;
  opcoes: readonly OpcaoMultipla[];
  valor: number[];
  aoMudar: (v: number[]) => void;
  erro?: string | undefined;
}

const semAcento = (s: string) => s.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();

/** Várias escolhas numa lista com filtro: caixas de seleção e, acima, os escolhidos como chips. */
export function SelecaoMultipla({ id, rotulo, opcoes, valor, aoMudar, erro }: Props) {
  const [filtro, setFiltro] = useState('');
  const idGrupo = useId();
  const termo = semAcento(filtro.trim());
  const visiveis = termo ? opcoes.filter((o) => semAcento(o.rotulo).includes(termo)) : opcoes;
  const escolhidos = opcoes.filter((o) => valor.includes(o.id));
  const alternar = (o: OpcaoMultipla) => aoMudar(valor.includes(o.id) ? valor.filter((v) => v !== o.id) : [...valor, o.id]);

  return (
    <fieldset className="space-y-2" aria-describedby={erro ? `${id}-erro` : undefined}>
      <legend className={CLASSE_ROTULO}>
        {rotulo} <span className="font-normal text-slate-600 dark:text-slate-400">({formatarNumero(valor.length)} escolhido(s))</span>
      </legend>
      {escolhidos.length > 0 && (
        <ul aria-label={`${rotulo}: escolhidos`} className="flex flex-wrap gap-2">
          {escolhidos.map((o) => (
            <li key={o.id} className="flex items-center gap-1 rounded-full border border-slate-200 bg-slate-50 py-0.5 pr-0.5 pl-3 text-sm dark:border-slate-700 dark:bg-slate-800">
              {o.rotulo}
              <button type="button" aria-label={`Remover ${o.rotulo}`} onClick={() => alternar(o)} className="inline-flex size-11 items-center justify-center rounded-full hover:bg-slate-200 dark:hover:bg-slate-700">
                <X aria-hidden="true" className="size-4" />
              </button>
            </li>
          ))}
        </ul>
      )}
      <label htmlFor={id} className="sr-only">
        Filtrar {rotulo.toLowerCase()}
      </label>
      <input id={id} type="search" value={filtro} onChange={(e) => setFiltro(e.target.value)} placeholder={`Filtrar ${rotulo.toLowerCase()}…`} autoComplete="off" aria-invalid={erro ? true : undefined} aria-controls={idGrupo} className={CLASSE_ENTRADA} />
      <div id={idGrupo} className="max-h-64 overflow-y-auto rounded-lg border border-slate-200 p-1 dark:border-slate-700">
        {visiveis.length === 0 && <p className="p-2 text-sm text-slate-600 dark:text-slate-400">Nada encontrado com esse filtro.</p>}
        {visiveis.map((o) => (
          <label key={o.id} className="flex min-h-11 cursor-pointer items-center gap-3 rounded-md px-2 hover:bg-slate-100 dark:hover:bg-slate-800">
            <input type="checkbox" className="size-5 shrink-0" checked={valor.includes(o.id)} onChange={() => alternar(o)} />
            <span className="text-sm">{o.rotulo}</span>
          </label>
        ))}
      </div>
      {erro && (
        <p id={`${id}-erro`} className="text-sm text-red-700 dark:text-red-400">
          {erro}
        </p>
      )}
    </fieldset>
  );
}
