import { CLASSE_CELULA, CLASSE_ROTULO_MOVEL, CLASSE_TR_CARTAO, CLASSE_TR_CARTAO_MARCADA } from '#web/components/ui/classes.ts';
import { TabelaCartoes, type Coluna } from '#web/components/ui/tabela.tsx';
import type { EncontroDaLista, ParticipanteDaLista } from '../../../api/presencas-da-turma.ts';
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

// no cartão do celular a caixa de seleção fica na primeira coluna e o resto empilha na segunda, cada valor
// com o rótulo em cima
const CELULA = `${CLASSE_CELULA} col-start-2 min-w-0`;
const ROTULO_MOVEL = `${CLASSE_ROTULO_MOVEL} block`;
const COLUNAS: Coluna[] = [
  { rotulo: 'Seleção', oculto: true, className: 'w-14' },
  { rotulo: 'Nome' },
  { rotulo: 'CPF' },
  { rotulo: 'Situação' },
  { rotulo: 'Frequência' },
  { rotulo: 'Marcar', direita: true },
];

function Linha({ p, props }: { p: ParticipanteDaLista; props: Props }) {
  const { encontro, alteracoes, selecionados, habilitado } = props;
  const situacao = situacaoNaTela(p, encontro.data, alteracoes);
  const selecionado = selecionados.has(p.usuario_id);
  return (
    <tr role="row" className={`grid grid-cols-[2.75rem_1fr] gap-x-2 gap-y-2 ${selecionado ? CLASSE_TR_CARTAO_MARCADA : CLASSE_TR_CARTAO}`}>
      <td role="cell" className="row-span-5 block lg:table-cell lg:w-14 lg:px-1 lg:py-1 lg:align-top">
        <label className="inline-flex size-11 cursor-pointer items-center justify-center has-[:disabled]:cursor-not-allowed">
          <input type="checkbox" className="size-5 accent-escola-700" checked={selecionado} disabled={!habilitado} onChange={() => props.aoSelecionar(p.usuario_id)} aria-label={`Selecionar ${p.nome}`} />
        </label>
      </td>
      <th role="rowheader" scope="row" className={`${CELULA} pt-2 text-left font-semibold break-words lg:pt-3`}>
        {p.nome}
      </th>
      <td role="cell" className={`${CELULA} whitespace-nowrap`}>
        <span aria-hidden="true" className={ROTULO_MOVEL}>CPF</span>
        <span className="font-mono">{p.cpf_mascarado}</span>
      </td>
      <td role="cell" className={CELULA}>
        <span aria-hidden="true" className={ROTULO_MOVEL}>Situação</span>
        <SituacaoPresenca situacao={situacao} />
      </td>
      <td role="cell" className={CELULA}>
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
    <TabelaCartoes legenda={`Participantes em ${rotuloEncontro(props.encontro)}`} colunas={COLUNAS}>
      {props.participantes.map((p) => (
        <Linha key={p.usuario_id} p={p} props={props} />
      ))}
    </TabelaCartoes>
  );
}
