import { Eye } from 'lucide-react';
import type { ResumoTurmaResultado } from '#shared/contracts/avaliacoes-resultados.ts';
import { MINIMO_DE_RESPOSTAS_PARA_DETALHES } from '#shared/rules/avaliacao.ts';
import { Botao } from '#web/components/ui/botao.tsx';
import { CLASSE_CELULA, CLASSE_TR_CARTAO, CLASSE_TR_CARTAO_MARCADA } from '#web/components/ui/classes.ts';
import { CelulaRotulada, TabelaCartoes, type Coluna } from '#web/components/ui/tabela.tsx';
import { formatarData, formatarNumero } from '#web/lib/formato.ts';
import { formatarMedia, formatarTaxa } from './formato.ts';

interface Props {
  legenda: string;
  turmas: readonly ResumoTurmaResultado[];
  selecionada: number | null;
  aoSelecionar: (turmaId: number) => void;
  mostrarInstrutores?: boolean;
}

const COLUNAS: Coluna[] = [
  { rotulo: 'Turma' },
  { rotulo: 'Término' },
  { rotulo: 'Aptos', direita: true },
  { rotulo: 'Respostas', direita: true },
  { rotulo: 'Taxa', direita: true },
  { rotulo: 'Média geral', direita: true },
  { rotulo: 'Ações', oculto: true },
];

function Numero({ rotulo, valor, nota }: { rotulo: string; valor: string; nota?: string }) {
  return (
    <CelulaRotulada rotulo={rotulo} className="tabular-nums lg:text-right">
      {valor}
      {nota && <span className="block text-xs text-slate-600 dark:text-slate-400">{nota}</span>}
    </CelulaRotulada>
  );
}

/** Resumo por turma: evento, turma, término, aptos, respostas, taxa, média geral e "Ver resultado". */
export function TabelaTurmas({ legenda, turmas, selecionada, aoSelecionar, mostrarInstrutores }: Props) {
  return (
    <TabelaCartoes legenda={legenda} colunas={COLUNAS}>
      {turmas.map((t) => {
        const ativa = t.turma.id === selecionada;
        return (
          <tr key={t.turma.id} role="row" className={`grid grid-cols-2 gap-x-3 gap-y-1 ${ativa ? CLASSE_TR_CARTAO_MARCADA : CLASSE_TR_CARTAO}`}>
            <th role="rowheader" scope="row" className={`${CLASSE_CELULA} col-span-2 text-left font-semibold break-words`}>
              {t.turma.nome}
              <span className="block text-xs font-normal text-slate-600 dark:text-slate-400">{t.evento.titulo}</span>
              {mostrarInstrutores && t.instrutores.length > 0 && (
                <span className="block text-xs font-normal text-slate-600 dark:text-slate-400">Instrutores: {t.instrutores.join(', ')}</span>
              )}
            </th>
            <CelulaRotulada rotulo="Término" className="col-span-2 whitespace-nowrap">
              {formatarData(t.turma.data_fim)}
              {!t.turma.encerrada && <span className="ml-1 text-xs text-slate-600 dark:text-slate-400">(em andamento)</span>}
            </CelulaRotulada>
            <Numero rotulo="Aptos" valor={formatarNumero(t.elegiveis)} />
            <Numero rotulo="Respostas" valor={formatarNumero(t.respostas)} />
            <Numero rotulo="Taxa" valor={formatarTaxa(t.taxa_resposta)} />
            <Numero rotulo="Média geral" valor={formatarMedia(t.media_geral)} {...(t.detalhes_ocultos ? { nota: `oculta até ${MINIMO_DE_RESPOSTAS_PARA_DETALHES} respostas` } : {})} />
            <td role="cell" className={`${CLASSE_CELULA} col-span-2 pt-2 lg:pt-3 lg:text-right`}>
              <Botao variante={ativa ? 'primario' : 'secundario'} aria-pressed={ativa} onClick={() => aoSelecionar(t.turma.id)} aria-label={`Ver resultado — ${t.evento.titulo} — ${t.turma.nome}`} className="w-full lg:w-auto">
                <Eye aria-hidden="true" className="size-4" />
                Ver resultado
              </Botao>
            </td>
          </tr>
        );
      })}
    </TabelaCartoes>
  );
}
