import type { EncontroDaLista, ParticipanteDaLista } from '../../../api/presencas-da-turma.ts';
import { CLASSE_TH } from '../classes.ts';
import { ControlePresenca } from './controle-presenca.tsx';
import { FrequenciaParticipante } from './frequencia-participante.tsx';
import { rotuloEncontro } from './formato-presenca.ts';
import { frequenciaNaTela, situacaoNaTela, type Alteracoes } from './modelo.ts';
import { SituacaoPresenca } from './situacao-presenca.tsx';

interface Props {
  participantes: readonly ParticipanteDaLista[];
  encontro: EncontroDaLista;
  encontros: readonly EncontroDaLista[];
  alteracoes: Alteracoes;
  selecionados: ReadonlySet<number>;
  /** Falso: encontro só para leitura (instrutor fora da janela). */
  habilitado: boolean;
  agora: Date;
  aoSelecionar: (usuarioId: number) => void;
  aoMarcar: (p: ParticipanteDaLista, presente: boolean) => void;
}

// Uma marcação só: tabela a partir de 1024 px; abaixo, cada linha vira um cartão (os papéis ARIA
// explícitos mantêm a semântica de tabela quando o display muda).
const CELULA = 'col-start-2 block min-w-0 lg:table-cell lg:px-3 lg:py-3 lg:align-top';
const ROTULO_MOVEL = 'block text-xs font-semibold text-slate-600 lg:hidden dark:text-slate-400';

function Linha({ p, props }: { p: ParticipanteDaLista; props: Props }) {
  const { encontro, alteracoes, selecionados, habilitado } = props;
  const situacao = situacaoNaTela(p, encontro.data, alteracoes);
  const selecionado = selecionados.has(p.usuario_id);
  return (
    <tr
      role="row"
      className={`grid grid-cols-[2.75rem_1fr] gap-x-2 gap-y-2 rounded-xl border p-3 lg:table-row lg:rounded-none lg:border-0 lg:p-0 ${
        selecionado ? 'border-escola-700 bg-escola-50 dark:border-escola-100 dark:bg-slate-800' : 'border-slate-200 bg-white dark:border-slate-800 dark:bg-slate-900'
      }`}
    >
      <td role="cell" className="row-span-5 block lg:table-cell lg:w-14 lg:px-1 lg:py-1 lg:align-top">
        <label className="inline-flex size-11 cursor-pointer items-center justify-center has-[:disabled]:cursor-not-allowed">
          <input type="checkbox" className="size-5 accent-escola-700" checked={selecionado} disabled={!habilitado} onChange={() => props.aoSelecionar(p.usuario_id)} aria-label={`Selecionar ${p.nome}`} />
        </label>
      </td>
      <th role="rowheader" scope="row" className={`${CELULA} pt-2 text-left font-semibold break-words lg:pt-3`}>
        {p.nome}
      </th>
      <td role="cell" className={`${CELULA} font-mono text-sm whitespace-nowrap`}>
        <span aria-hidden="true" className={ROTULO_MOVEL}>CPF</span>
        {p.cpf_mascarado}
      </td>
      <td role="cell" className={`${CELULA} text-sm`}>
        <span aria-hidden="true" className={ROTULO_MOVEL}>Situação</span>
        <SituacaoPresenca situacao={situacao} />
      </td>
      <td role="cell" className={`${CELULA} text-sm`}>
        <span aria-hidden="true" className={ROTULO_MOVEL}>Frequência na turma</span>
        <FrequenciaParticipante frequencia={frequenciaNaTela(p, props.encontros, alteracoes, props.agora)} />
      </td>
      <td role="cell" className={`${CELULA} lg:text-right`}>
        <ControlePresenca nome={p.nome} valor={situacao.valor} habilitado={habilitado} aoMarcar={(presente) => props.aoMarcar(p, presente)} />
      </td>
    </tr>
  );
}

/** Participantes no encontro aberto: seleção, nome, CPF mascarado, situação, frequência e Presente/Ausente. */
export function TabelaPresencas(props: Props) {
  return (
    <table role="table" className="block w-full text-sm lg:table lg:divide-y lg:divide-slate-200 lg:overflow-hidden lg:rounded-xl lg:border lg:border-slate-200 lg:bg-white dark:lg:divide-slate-800 dark:lg:border-slate-800 dark:lg:bg-slate-900">
      <caption className="sr-only">Participantes em {rotuloEncontro(props.encontro)}</caption>
      <thead role="rowgroup" className="sr-only lg:not-sr-only lg:table-header-group lg:bg-slate-50 dark:lg:bg-slate-800">
        <tr role="row">
          <th role="columnheader" scope="col" className={`${CLASSE_TH} w-14`}>
            <span className="sr-only">Seleção</span>
          </th>
          <th role="columnheader" scope="col" className={CLASSE_TH}>Nome</th>
          <th role="columnheader" scope="col" className={CLASSE_TH}>CPF</th>
          <th role="columnheader" scope="col" className={CLASSE_TH}>Situação</th>
          <th role="columnheader" scope="col" className={CLASSE_TH}>Frequência</th>
          <th role="columnheader" scope="col" className={`${CLASSE_TH} lg:text-right`}>Marcar</th>
        </tr>
      </thead>
      <tbody role="rowgroup" className="grid gap-3 lg:table-row-group lg:divide-y lg:divide-slate-100 dark:lg:divide-slate-800">
        {props.participantes.map((p) => (
          <Linha key={p.usuario_id} p={p} props={props} />
        ))}
      </tbody>
    </table>
  );
}
