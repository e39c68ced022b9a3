import { ChevronDown } from 'lucide-react';
import type { ReactNode } from 'react';
import type { Solicitacao } from '#shared/contracts/solicitacoes-curso.ts';
import { ROTULO_MODALIDADE } from '#shared/rules/solicitacoes-curso.ts';
import { formatarData } from '#web/lib/formato.ts';
import { DetalheSolicitacao, MotivoRejeicao } from '../comum/detalhe-solicitacao.tsx';
import { textoPeriodo, textoQuantasDatas } from '../comum/formato.ts';
import { ChipDepartamento, SeloStatus } from '../comum/selos.tsx';
import { AcoesAnalise, type AcaoAnalise } from './acoes-analise.tsx';

interface Props {
  fila: readonly Solicitacao[];
  abertas: ReadonlySet<number>;
  aoAlternar: (id: number) => void;
  analisando: number | null;
  aoAgir: (acao: AcaoAnalise, s: Solicitacao) => void;
}

/** `solicitacao-12`: o título de cada linha (o link do calendário anual chega nele). */
export const idDaLinha = (id: number) => `solicitacao-${id}`;

// tabela a partir de 1024 px; abaixo, cada solicitação (um <tbody>) vira um cartão, com a mesma semântica
const CELULA = 'block lg:table-cell lg:px-3 lg:py-3 lg:align-top';
const ROTULO_MOVEL = 'mr-1 text-xs font-semibold text-slate-600 lg:hidden dark:text-slate-400';
const CLASSE_TH = 'px-3 py-2 text-left text-xs font-semibold whitespace-nowrap uppercase tracking-wide text-slate-700 dark:text-slate-300';

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

function Linha({ s, aberta, aoAlternar, analisando, aoAgir }: { s: Solicitacao; aberta: boolean; aoAlternar: () => void; analisando: boolean; aoAgir: Props['aoAgir'] }) {
  const idDetalhe = `${idDaLinha(s.id)}-detalhe`;
  return (
    <tbody role="rowgroup" className="block rounded-xl border border-slate-200 bg-white p-4 shadow-sm lg:table-row-group lg:rounded-none lg:border-0 lg:border-t lg:p-0 lg:shadow-none dark:border-slate-800 dark:bg-slate-900">
      <tr role="row" className="grid gap-y-1.5 lg:table-row">
        <th role="rowheader" scope="row" className={`${CELULA} text-left font-normal break-words`}>
          <span id={idDaLinha(s.id)} tabIndex={-1} className="block font-semibold text-slate-900 focus:outline-none dark:text-slate-100">
            {s.titulo}
          </span>
          <span className="block text-xs text-slate-600 dark:text-slate-400">
            {s.autor.nome} · {s.tipo} · {ROTULO_MODALIDADE[s.modalidade]}
          </span>
          <button
            type="button"
            aria-expanded={aberta}
            aria-controls={idDetalhe}
            onClick={aoAlternar}
            className="mt-1 inline-flex min-h-11 items-center gap-1 text-sm font-semibold text-escola-700 lg:min-h-8 dark:text-escola-100"
          >
            <ChevronDown aria-hidden="true" className={`size-4 transition-transform motion-reduce:transition-none ${aberta ? 'rotate-180' : ''}`} />
            {aberta ? 'Ocultar detalhes' : 'Ver detalhes'}
            {' '}<span className="sr-only">de {s.titulo}</span>
          </button>
        </th>
        <Celula rotulo="Departamento">
          <ChipDepartamento departamento={s.departamento} />
        </Celula>
        <Celula rotulo="Datas" className="tabular-nums">
          {textoPeriodo(s.datas.map((d) => d.data))}
          <span className="block text-xs text-slate-600 dark:text-slate-400">{textoQuantasDatas(s.datas.length)}</span>
        </Celula>
        <Celula rotulo="Situação">
          <SeloStatus status={s.status} />
          <span className="block text-xs text-slate-600 dark:text-slate-400">Enviada em {formatarData(s.enviada_em)}</span>
        </Celula>
        <td role="cell" className={`${CELULA} pt-2 lg:pt-3`}>
          <AcoesAnalise s={s} analisando={analisando} aoAgir={aoAgir} />
        </td>
      </tr>
      <tr role="row" id={idDetalhe} hidden={!aberta} className="block lg:table-row">
        <td role="cell" colSpan={5} className="block pt-3 lg:table-cell lg:bg-slate-50 lg:px-4 lg:pb-4 dark:lg:bg-slate-950">
          {aberta && (
            <div className="space-y-3">
              <MotivoRejeicao motivo={s.motivo} />
              <DetalheSolicitacao s={s} comAutor />
            </div>
          )}
        </td>
      </tr>
    </tbody>
  );
}

/** A fila da análise: tabela no computador, cartões no celular; cada solicitação abre o detalhe completo. */
export function TabelaAnalise({ fila, abertas, aoAlternar, analisando, aoAgir }: Props) {
  return (
    <table role="table" className="block w-full space-y-3 text-sm lg:table lg:space-y-0 lg:overflow-hidden lg:rounded-xl lg:border lg:border-slate-200 lg:bg-white dark:lg:border-slate-800 dark:lg:bg-slate-900">
      <caption className="sr-only">Solicitações de curso</caption>
      <thead role="rowgroup" className="sr-only lg:not-sr-only lg:table-header-group lg:bg-slate-50 dark:lg:bg-slate-800">
        <tr role="row">
          <th role="columnheader" scope="col" className={CLASSE_TH}>Solicitação</th>
          <th role="columnheader" scope="col" className={CLASSE_TH}>Departamento</th>
          <th role="columnheader" scope="col" className={CLASSE_TH}>Datas</th>
          <th role="columnheader" scope="col" className={CLASSE_TH}>Situação</th>
          <th role="columnheader" scope="col" className={`${CLASSE_TH} lg:text-right`}>Ações</th>
        </tr>
      </thead>
      {fila.map((s) => (
        <Linha key={s.id} s={s} aberta={abertas.has(s.id)} aoAlternar={() => aoAlternar(s.id)} analisando={analisando === s.id} aoAgir={aoAgir} />
      ))}
    </table>
  );
}
