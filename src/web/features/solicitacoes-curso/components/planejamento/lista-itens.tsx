import { ArrowRight } from 'lucide-react';
import type { ItemDoPlanejamento } from '#shared/contracts/solicitacoes-curso.ts';
import { CLASSE_CELULA, CLASSE_TR_CARTAO } from '#web/components/ui/classes.ts';
import { CelulaRotulada, TabelaCartoes, type Coluna } from '#web/components/ui/tabela.tsx';
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

const COLUNAS: Coluna[] = [{ rotulo: 'Item' }, { rotulo: 'Departamento' }, { rotulo: 'Situação' }, { rotulo: 'Datas' }, { rotulo: 'Abrir', oculto: true }];
const ORIGEM = { solicitacao: 'Solicitação', evento: 'Evento' } as const;

/** Os itens do período: tabela no computador, cartões no celular; cada um leva à solicitação ou ao evento. */
export function ListaItens({ itens, datasDe, legenda }: Props) {
  return (
    <TabelaCartoes legenda={legenda} colunas={COLUNAS} classeCorpo="md:grid-cols-2">
      {itens.map((i) => {
        const destino = destinoDoItem(i);
        const datas = datasDe(i);
        return (
          <tr role="row" key={chaveDoItem(i)} className={`grid gap-y-1.5 ${CLASSE_TR_CARTAO}`}>
            <th role="rowheader" scope="row" className={`${CLASSE_CELULA} text-left font-normal break-words`}>
              <span className="block font-semibold text-slate-900 dark:text-slate-100">{i.titulo}</span>
              <span className="block text-xs text-slate-600 dark:text-slate-400">{ORIGEM[i.origem]}</span>
            </th>
            <CelulaRotulada rotulo="Departamento">
              <ChipDepartamento departamento={i.departamento} />
            </CelulaRotulada>
            <CelulaRotulada rotulo="Situação">{i.situacao}</CelulaRotulada>
            <CelulaRotulada rotulo="Datas" className="tabular-nums">
              {textoPeriodo(datas)} <span className="text-xs text-slate-600 dark:text-slate-400">({textoQuantasDatas(datas.length)})</span>
            </CelulaRotulada>
            <td role="cell" className={`${CLASSE_CELULA} lg:text-right`}>
              <Link to={destino.para} className={`${CLASSE_LINK} inline-flex min-h-11 items-center gap-1 lg:min-h-0 lg:whitespace-nowrap`}>
                {destino.rotulo}
                <span className="sr-only">: {i.titulo}</span>
                <ArrowRight aria-hidden="true" className="size-4" />
              </Link>
            </td>
          </tr>
        );
      })}
    </TabelaCartoes>
  );
}
