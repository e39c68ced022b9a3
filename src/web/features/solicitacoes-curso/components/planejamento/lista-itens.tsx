import { ArrowRight } from 'lucide-react';
import type { ReactNode } from 'react';
import type { ItemDoPlanejamento } from '#shared/contracts/solicitacoes-curso.ts';
import { Link } from '#web/lib/roteador.tsx';
import { CLASSE_LINK } from '../comum/classes.ts';
import { textoPeriodo, textoQuantasDatas } from '../comum/formato.ts';
import { ChipDepartamento } from '../comum/selos.tsx';
import { chaveDoItem, destinoDoItem } from './calendario.ts';

interface Props {
  itens: readonly ItemDoPlanejamento[];
  /** As datas que contam (as do mês, na visão de mês; todas, na do ano). */
  datasDe: (i: ItemDoPlanejamento) => string[];
  legenda: string;
}

const CELULA = 'block lg:table-cell lg:px-3 lg:py-3 lg:align-top';
const ROTULO_MOVEL = 'mr-1 text-xs font-semibold text-slate-600 lg:hidden dark:text-slate-400';
const CLASSE_TH = 'px-3 py-2 text-left text-xs font-semibold whitespace-nowrap uppercase tracking-wide text-slate-700 dark:text-slate-300';
const ORIGEM = { solicitacao: 'Solicitação', evento: 'Evento' } as const;

function Celula({ rotulo, children, className = '' }: { rotulo: string; children: ReactNode; className?: string }) {
  return (
    <td role="cell" className={`${CELULA} text-sm ${className}`}>
      <span aria-hidden="true" className={ROTULO_MOVEL}>
        {rotulo}:
      </span>
      {children}
    </td>
  );
}

/** Os itens do período: tabela no computador, cartões no celular; cada um leva à solicitação ou ao evento. */
export function ListaItens({ itens, datasDe, legenda }: Props) {
  return (
    <table role="table" className="block w-full text-sm lg:table lg:overflow-hidden lg:rounded-xl lg:border lg:border-slate-200 lg:bg-white dark:lg:border-slate-800 dark:lg:bg-slate-900">
      <caption className="sr-only">{legenda}</caption>
      <thead role="rowgroup" className="sr-only lg:not-sr-only lg:table-header-group lg:bg-slate-50 dark:lg:bg-slate-800">
        <tr role="row">
          <th role="columnheader" scope="col" className={CLASSE_TH}>Item</th>
          <th role="columnheader" scope="col" className={CLASSE_TH}>Departamento</th>
          <th role="columnheader" scope="col" className={CLASSE_TH}>Situação</th>
          <th role="columnheader" scope="col" className={CLASSE_TH}>Datas</th>
          <th role="columnheader" scope="col" className={CLASSE_TH}><span className="sr-only">Abrir</span></th>
        </tr>
      </thead>
      <tbody role="rowgroup" className="grid gap-3 md:grid-cols-2 lg:table-row-group lg:divide-y lg:divide-slate-100 dark:lg:divide-slate-800">
        {itens.map((i) => {
          const destino = destinoDoItem(i);
          const datas = datasDe(i);
          return (
            <tr role="row" key={chaveDoItem(i)} className="grid gap-y-1.5 rounded-xl border border-slate-200 bg-white p-4 shadow-sm lg:table-row lg:rounded-none lg:border-0 lg:p-0 lg:shadow-none dark:border-slate-800 dark:bg-slate-900">
              <th role="rowheader" scope="row" className={`${CELULA} text-left font-normal break-words`}>
                <span className="block font-semibold text-slate-900 dark:text-slate-100">{i.titulo}</span>
                <span className="block text-xs text-slate-600 dark:text-slate-400">{ORIGEM[i.origem]}</span>
              </th>
              <Celula rotulo="Departamento">
                <ChipDepartamento departamento={i.departamento} />
              </Celula>
              <Celula rotulo="Situação">{i.situacao}</Celula>
              <Celula rotulo="Datas" className="tabular-nums">
                {textoPeriodo(datas)} <span className="text-xs text-slate-600 dark:text-slate-400">({textoQuantasDatas(datas.length)})</span>
              </Celula>
              <td role="cell" className={`${CELULA} lg:text-right`}>
                <Link to={destino.para} className={`${CLASSE_LINK} inline-flex min-h-11 items-center gap-1 lg:min-h-0 lg:whitespace-nowrap`}>
                  {destino.rotulo}
                  <span className="sr-only">: {i.titulo}</span>
                  <ArrowRight aria-hidden="true" className="size-4" />
                </Link>
              </td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}
