import type { ReactNode } from 'react';
import type { Planejamento } from '#shared/contracts/solicitacoes-curso.ts';
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

// tabela a partir de 1024 px; abaixo, cada mês vira um cartão com os departamentos em grade
const CELULA = 'flex items-center justify-between gap-1 lg:table-cell lg:px-2 lg:py-2 lg:text-right';
const CLASSE_TH = 'px-2 py-2 text-xs font-semibold tracking-wide text-slate-700 dark:text-slate-300';

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
    <table role="table" aria-labelledby={idTitulo} className="block w-full text-sm lg:table lg:border-collapse lg:overflow-hidden lg:rounded-xl lg:border lg:border-slate-200 lg:bg-white dark:lg:border-slate-800 dark:lg:bg-slate-900">
      <thead role="rowgroup" className="sr-only lg:not-sr-only lg:table-header-group lg:bg-slate-50 dark:lg:bg-slate-800">
        <tr role="row">
          <th role="columnheader" scope="col" className={`${CLASSE_TH} text-left`}>
            Mês
          </th>
          {DEPARTAMENTOS_E_SEM.map((d) => (
            <th role="columnheader" key={d ?? 'sem'} scope="col" className={`${CLASSE_TH} text-right`}>
              <span className="inline-flex items-center gap-1">
                <PontoDepartamento departamento={d} className="size-2" />
                {rotuloDoDepartamento(d)}
              </span>
            </th>
          ))}
          <th role="columnheader" scope="col" className={`${CLASSE_TH} text-right`}>
            Total
          </th>
        </tr>
      </thead>
      <tbody role="rowgroup" className="grid gap-3 sm:grid-cols-2 lg:table-row-group">
        {meses.map(({ mes, linhas }) => (
          <tr role="row" key={mes} className="grid grid-cols-2 gap-x-4 gap-y-1 rounded-xl border border-slate-200 bg-white p-3 shadow-sm lg:table-row lg:rounded-none lg:border-0 lg:border-t lg:p-0 lg:shadow-none dark:border-slate-800 dark:bg-slate-900">
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
        <tr role="row" className="grid grid-cols-2 gap-x-4 gap-y-1 rounded-xl border-2 border-escola-700 bg-white p-3 lg:table-row lg:rounded-none lg:border-0 lg:border-t-2 lg:bg-slate-50 lg:p-0 dark:border-escola-100 dark:bg-slate-900 dark:lg:bg-slate-800">
          <th role="rowheader" scope="row" className="col-span-2 text-left font-bold lg:px-2 lg:py-2">
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
      </tbody>
    </table>
  );
}
