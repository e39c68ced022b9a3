import type { ReactNode } from 'react';
import type { Planejamento } from '#shared/contracts/solicitacoes-curso.ts';
import { CLASSE_TR_CARTAO } from '#web/components/ui/classes.ts';
import { TabelaCartoes, type Coluna } from '#web/components/ui/tabela.tsx';
import { formatarNumero } from '#web/lib/formato.ts';
import { nomeDoMes } from '../comum/formato.ts';
import { DEPARTAMENTOS_E_SEM, PontoDepartamento, rotuloDoDepartamento } from '../comum/selos.tsx';
import { linhasCompletas, somaDe } from './contagens.tsx';

interface Props {
  dados: Planejamento;
  idTitulo: string;
  /** Abre o mês na visão de mês. */
  aoVerMes: (mes: number) => void;
}

// no cartão do celular, cada departamento numa linha da grade: o nome à esquerda, o número à direita; na
// tabela (dez colunas), menos recuo dos lados e siglas sem quebra no hífen
const CELULA = 'flex items-center justify-between gap-1 lg:table-cell lg:px-2 lg:py-2 lg:text-right';
const COLUNAS: Coluna[] = [
  { rotulo: 'Mês' },
  ...DEPARTAMENTOS_E_SEM.map((d) => ({
    chave: d ?? 'sem',
    direita: true,
    rotulo: (
      <span className={`inline-flex items-center gap-1 ${d ? 'whitespace-nowrap' : ''}`}>
        <PontoDepartamento departamento={d} className="size-2" />
        {rotuloDoDepartamento(d)}
      </span>
    ),
  })),
  { rotulo: 'Total', direita: true },
];

function Celula({ rotulo, children, forte }: { rotulo: string; children: ReactNode; forte?: boolean }) {
  return (
    <td role="cell" className={`${CELULA} tabular-nums ${forte ? 'font-bold' : ''}`}>
      <span aria-hidden="true" className="text-xs text-slate-600 lg:hidden dark:text-slate-400">
        {rotulo}
      </span>
      {children}
    </td>
  );
}

/** Meses × departamentos (todos os 7 e "Sem departamento", sempre), com os totais do mês e do ano. */
export function ResumoAnual({ dados, idTitulo, aoVerMes }: Props) {
  const anual = linhasCompletas(dados.resumo_anual);
  const meses = Array.from({ length: 12 }, (_, i) => ({ mes: i + 1, linhas: linhasCompletas(dados.resumo_mensal.find((m) => m.mes === i + 1)?.contagens) }));
  return (
    <TabelaCartoes rotuladaPor={idTitulo} colunas={COLUNAS} classeCorpo="sm:grid-cols-2" densa>
      {meses.map(({ mes, linhas }) => (
        <tr role="row" key={mes} className={`grid grid-cols-2 gap-x-4 gap-y-1 ${CLASSE_TR_CARTAO}`}>
          <th role="rowheader" scope="row" className="col-span-2 text-left lg:px-2 lg:py-1">
            <button type="button" onClick={() => aoVerMes(mes)} className="inline-flex min-h-11 items-center font-semibold text-escola-700 underline-offset-4 hover:underline lg:min-h-9 dark:text-escola-100">
              {nomeDoMes(mes)}
              {' '}<span className="sr-only">(ver no calendário)</span>
            </button>
          </th>
          {linhas.map((l) => (
            <Celula key={l.departamento ?? 'sem'} rotulo={rotuloDoDepartamento(l.departamento)}>
              {formatarNumero(l.total)}
            </Celula>
          ))}
          <Celula rotulo="Total" forte>
            {formatarNumero(somaDe(linhas))}
          </Celula>
        </tr>
      ))}
      <tr role="row" className="grid grid-cols-2 gap-x-4 gap-y-1 rounded-xl border-2 border-escola-700 bg-white p-4 lg:table-row lg:rounded-none lg:border-0 lg:border-t-2 lg:bg-slate-50 lg:p-0 dark:border-escola-100 dark:bg-slate-900 dark:lg:bg-slate-800">
        <th role="rowheader" scope="row" className="col-span-2 text-left font-bold lg:px-2 lg:py-2 lg:whitespace-nowrap">
          Total do ano
        </th>
        {anual.map((l) => (
          <Celula key={l.departamento ?? 'sem'} rotulo={rotuloDoDepartamento(l.departamento)} forte>
            {formatarNumero(l.total)}
          </Celula>
        ))}
        <Celula rotulo="Total" forte>
          {formatarNumero(somaDe(anual))}
        </Celula>
      </tr>
    </TabelaCartoes>
  );
}
