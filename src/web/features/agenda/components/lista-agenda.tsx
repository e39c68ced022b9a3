import type { ItemAgenda } from '#shared/contracts/agenda.ts';
import { dataPorExtenso } from './datas.ts';
import { chaveDoItem, separarProximos, type GrupoDoDia } from './itens.ts';
import { ItemAgendaLinha } from './item-agenda.tsx';

function Dias({ grupos, hoje, aoAbrir }: { grupos: GrupoDoDia[]; hoje: string; aoAbrir: (i: ItemAgenda) => void }) {
  return (
    <ol className="space-y-5">
      {grupos.map((g) => (
        <li key={g.data}>
          <h4 className="mb-2 text-sm font-semibold text-slate-700 first-letter:uppercase dark:text-slate-200">
            {dataPorExtenso(g.data)}
            {g.data === hoje && <span className="ml-2 rounded-full bg-escola-700 px-2 py-0.5 text-xs text-white dark:bg-escola-100 dark:text-escola-900">Hoje</span>}
          </h4>
          <ul className="space-y-2" aria-label={`Encontros de ${dataPorExtenso(g.data, false)}`}>
            {g.itens.map((i) => (
              <li key={chaveDoItem(i)}>
                <ItemAgendaLinha item={i} aoAbrir={aoAbrir} />
              </li>
            ))}
          </ul>
        </li>
      ))}
    </ol>
  );
}

/** Vista "Lista": encontros do mês por dia, os próximos primeiro e depois os que já passaram. */
export function ListaAgenda({ itens, hoje, aoAbrir }: { itens: readonly ItemAgenda[]; hoje: string; aoAbrir: (i: ItemAgenda) => void }) {
  const { proximos, anteriores } = separarProximos(itens, hoje);
  return (
    <div className="space-y-8">
      {proximos.length > 0 && (
        <section aria-labelledby="agenda-proximos">
          <h3 id="agenda-proximos" className="mb-3 text-base font-bold">
            Próximos encontros
          </h3>
          <Dias grupos={proximos} hoje={hoje} aoAbrir={aoAbrir} />
        </section>
      )}
      {anteriores.length > 0 && (
        <section aria-labelledby="agenda-anteriores">
          <h3 id="agenda-anteriores" className="mb-3 text-base font-bold">
            Encontros já realizados
          </h3>
          <Dias grupos={anteriores} hoje={hoje} aoAbrir={aoAbrir} />
        </section>
      )}
    </div>
  );
}
