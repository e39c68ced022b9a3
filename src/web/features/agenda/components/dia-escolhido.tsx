import type { Ref } from 'react';
import type { ItemAgenda } from '#shared/contracts/agenda.ts';
import { dataPorExtenso } from './datas.ts';
import { chaveDoItem } from './itens.ts';
import { ItemAgendaLinha } from './item-agenda.tsx';

interface Props {
  data: string;
  itens: ItemAgenda[];
  aoAbrir: (i: ItemAgenda) => void;
  /** O mês ainda está chegando: o quadro já ocupa o lugar (nada pula quando os encontros chegam). */
  carregando?: boolean;
  /** Recebe o foco quando a pessoa pede "+N". */
  ref?: Ref<HTMLHeadingElement>;
}

/** A lista completa do dia escolhido no calendário (no celular, é onde os encontros aparecem). */
export function DiaEscolhido({ data, itens, aoAbrir, carregando = false, ref }: Props) {
  return (
    <section aria-labelledby="agenda-dia-escolhido" className="rounded-xl border border-slate-200 bg-white p-4 dark:border-slate-800 dark:bg-slate-900">
      <h3 id="agenda-dia-escolhido" ref={ref} tabIndex={-1} className="text-base font-bold first-letter:uppercase focus:outline-none">
        {dataPorExtenso(data)}
      </h3>
      {carregando ? (
        <p className="mt-2 text-sm text-slate-600 dark:text-slate-300">Carregando encontros…</p>
      ) : itens.length === 0 ? (
        <p className="mt-2 text-sm text-slate-600 dark:text-slate-300">Nenhum encontro neste dia.</p>
      ) : (
        <ul className="mt-3 space-y-2" aria-label={`Encontros do dia escolhido (${itens.length})`}>
          {itens.map((i) => (
            <li key={chaveDoItem(i)}>
              <ItemAgendaLinha item={i} aoAbrir={aoAbrir} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
