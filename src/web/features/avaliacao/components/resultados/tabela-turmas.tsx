import { Eye } from 'lucide-react';
import type { ResumoTurmaResultado } from '#shared/contracts/avaliacoes-resultados.ts';
import { MINIMO_DE_RESPOSTAS_PARA_DETALHES } from '#shared/rules/avaliacao.ts';
import { Botao } from '#web/components/ui/botao.tsx';
import { formatarData, formatarNumero } from '#web/lib/formato.ts';
import { CLASSE_TH, formatarMedia, formatarTaxa } from './formato.ts';

interface Props {
  legenda: string;
  turmas: readonly ResumoTurmaResultado[];
  selecionada: number | null;
  aoSelecionar: (turmaId: number) => void;
  mostrarInstrutores?: boolean;
}

// tabela a partir de 1024 px; abaixo, cada linha vira um cartão (os papéis ARIA mantêm a semântica de tabela)
const CELULA = 'block lg:table-cell lg:px-3 lg:py-3 lg:align-top';
const ROTULO_MOVEL = 'mr-1 text-xs font-semibold text-slate-600 lg:hidden dark:text-slate-400';
const NUMERO = `${CELULA} text-sm tabular-nums lg:text-right`;

function Numero({ rotulo, valor, nota }: { rotulo: string; valor: string; nota?: string }) {
  return (
    <td role="cell" className={NUMERO}>
      <span aria-hidden="true" className={ROTULO_MOVEL}>{rotulo}:</span>
      {valor}
      {nota && <span className="block text-xs text-slate-600 dark:text-slate-400">{nota}</span>}
    </td>
  );
}

/** Resumo por turma: evento, turma, término, aptos, respostas, taxa, média geral e "Ver resultado". */
export function TabelaTurmas({ legenda, turmas, selecionada, aoSelecionar, mostrarInstrutores }: Props) {
  return (
    <table role="table" className="block w-full text-sm lg:table lg:divide-y lg:divide-slate-200 lg:overflow-hidden lg:rounded-xl lg:border lg:border-slate-200 lg:bg-white dark:lg:divide-slate-800 dark:lg:border-slate-800 dark:lg:bg-slate-900">
      <caption className="sr-only">{legenda}</caption>
      <thead role="rowgroup" className="sr-only lg:not-sr-only lg:table-header-group lg:bg-slate-50 dark:lg:bg-slate-800">
        <tr role="row">
          <th role="columnheader" scope="col" className={CLASSE_TH}>Turma</th>
          <th role="columnheader" scope="col" className={CLASSE_TH}>Término</th>
          <th role="columnheader" scope="col" className={`${CLASSE_TH} lg:text-right`}>Aptos</th>
          <th role="columnheader" scope="col" className={`${CLASSE_TH} lg:text-right`}>Respostas</th>
          <th role="columnheader" scope="col" className={`${CLASSE_TH} lg:text-right`}>Taxa</th>
          <th role="columnheader" scope="col" className={`${CLASSE_TH} lg:text-right`}>Média geral</th>
          <th role="columnheader" scope="col" className={CLASSE_TH}><span className="sr-only">Ações</span></th>
        </tr>
      </thead>
      <tbody role="rowgroup" className="grid gap-3 lg:table-row-group lg:divide-y lg:divide-slate-100 dark:lg:divide-slate-800">
        {turmas.map((t) => {
          const ativa = t.turma.id === selecionada;
          return (
            <tr
              key={t.turma.id}
              role="row"
              className={`grid grid-cols-2 gap-x-3 gap-y-1 rounded-xl border p-3 lg:table-row lg:rounded-none lg:border-0 lg:p-0 ${
                ativa ? 'border-escola-700 bg-escola-50 dark:border-escola-100 dark:bg-slate-800' : 'border-slate-200 bg-white dark:border-slate-800 dark:bg-slate-900'
              }`}
            >
              <th role="rowheader" scope="row" className={`${CELULA} col-span-2 text-left font-semibold break-words`}>
                {t.turma.nome}
                <span className="block text-xs font-normal text-slate-600 dark:text-slate-400">{t.evento.titulo}</span>
                {mostrarInstrutores && t.instrutores.length > 0 && (
                  <span className="block text-xs font-normal text-slate-600 dark:text-slate-400">Instrutores: {t.instrutores.join(', ')}</span>
                )}
              </th>
              <td role="cell" className={`${CELULA} col-span-2 text-sm whitespace-nowrap`}>
                <span aria-hidden="true" className={ROTULO_MOVEL}>Término:</span>
                {formatarData(t.turma.data_fim)}
                {!t.turma.encerrada && <span className="ml-1 text-xs text-slate-600 dark:text-slate-400">(em andamento)</span>}
              </td>
              <Numero rotulo="Aptos" valor={formatarNumero(t.elegiveis)} />
              <Numero rotulo="Respostas" valor={formatarNumero(t.respostas)} />
              <Numero rotulo="Taxa" valor={formatarTaxa(t.taxa_resposta)} />
              <Numero rotulo="Média geral" valor={formatarMedia(t.media_geral)} {...(t.detalhes_ocultos ? { nota: `oculta até ${MINIMO_DE_RESPOSTAS_PARA_DETALHES} respostas` } : {})} />
              <td role="cell" className={`${CELULA} col-span-2 pt-2 lg:pt-3 lg:text-right`}>
                <Botao variante={ativa ? 'primario' : 'secundario'} aria-pressed={ativa} onClick={() => aoSelecionar(t.turma.id)} aria-label={`Ver resultado — ${t.evento.titulo} — ${t.turma.nome}`} className="w-full lg:w-auto">
                  <Eye aria-hidden="true" className="size-4" />
                  Ver resultado
                </Botao>
              </td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}
