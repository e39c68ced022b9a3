import { ChevronDown } from 'lucide-react';
import type { Solicitacao } from '#shared/contracts/solicitacoes-curso.ts';
import { ROTULO_MODALIDADE } from '#shared/rules/solicitacoes-curso.ts';
import { CLASSE_CELULA, CLASSE_TBODY_CARTAO } from '#web/components/ui/classes.ts';
import { CelulaRotulada, TabelaCartoes, type Coluna } from '#web/components/ui/tabela.tsx';
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

const COLUNAS: Coluna[] = [{ rotulo: 'Solicitação' }, { rotulo: 'Departamento' }, { rotulo: 'Datas' }, { rotulo: 'Situação' }, { rotulo: 'Ações', direita: true }];

function Linha({ s, aberta, aoAlternar, analisando, aoAgir }: { s: Solicitacao; aberta: boolean; aoAlternar: () => void; analisando: boolean; aoAgir: Props['aoAgir'] }) {
  const idDetalhe = `${idDaLinha(s.id)}-detalhe`;
  return (
    <tbody role="rowgroup" className={CLASSE_TBODY_CARTAO}>
      <tr role="row" className="grid gap-y-1.5 lg:table-row">
        <th role="rowheader" scope="row" className={`${CLASSE_CELULA} text-left font-normal break-words`}>
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
        <CelulaRotulada rotulo="Departamento">
          <ChipDepartamento departamento={s.departamento} />
        </CelulaRotulada>
        <CelulaRotulada rotulo="Datas" className="tabular-nums">
          {textoPeriodo(s.datas.map((d) => d.data))}
          <span className="block text-xs text-slate-600 dark:text-slate-400">{textoQuantasDatas(s.datas.length)}</span>
        </CelulaRotulada>
        <CelulaRotulada rotulo="Situação">
          <SeloStatus status={s.status} />
          <span className="block text-xs text-slate-600 dark:text-slate-400">Enviada em {formatarData(s.enviada_em)}</span>
        </CelulaRotulada>
        <td role="cell" className={`${CLASSE_CELULA} pt-2 lg:pt-3`}>
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
    <TabelaCartoes legenda="Solicitações de curso" colunas={COLUNAS} corpos>
      {fila.map((s) => (
        <Linha key={s.id} s={s} aberta={abertas.has(s.id)} aoAlternar={() => aoAlternar(s.id)} analisando={analisando === s.id} aoAgir={aoAgir} />
      ))}
    </TabelaCartoes>
  );
}
