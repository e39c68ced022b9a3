import type { Planejamento } from '#shared/contracts/solicitacoes-curso.ts';
import type { Departamento } from '#shared/rules/solicitacoes-curso.ts';
import { formatarNumero } from '#web/lib/formato.ts';
import { DEPARTAMENTOS_E_SEM, PontoDepartamento, rotuloDoDepartamento } from '../comum/selos.tsx';

type Contagem = Planejamento['resumo_anual'][number];

/**
 * As 8 linhas (os 7 departamentos e "Sem departamento") sempre, na ordem oficial, com zero quando o
 * servidor não mandou a linha.
 */
export function linhasCompletas(contagens: readonly Contagem[] | undefined): { departamento: Departamento | null; total: number }[] {
  return DEPARTAMENTOS_E_SEM.map((d) => ({ departamento: d, total: contagens?.find((c) => c.departamento === d)?.total ?? 0 }));
}

export const somaDe = (linhas: readonly { total: number }[]) => linhas.reduce((s, l) => s + l.total, 0);

/** Quantos itens cada departamento tem no mês (ou no ano), com o total. */
export function ContagemPorDepartamento({ titulo, contagens, idTitulo }: { titulo: string; contagens: readonly Contagem[] | undefined; idTitulo: string }) {
  const linhas = linhasCompletas(contagens);
  return (
    <section aria-labelledby={idTitulo} className="self-start rounded-xl border border-slate-200 bg-white p-4 shadow-sm dark:border-slate-800 dark:bg-slate-900">
      <h3 id={idTitulo} className="font-semibold text-escola-800 dark:text-escola-100">
        {titulo}
      </h3>
      <dl className="mt-3 grid grid-cols-2 gap-x-4 gap-y-2 text-sm sm:grid-cols-3 lg:grid-cols-1">
        {linhas.map((l) => (
          <div key={l.departamento ?? 'sem'} className="flex items-center justify-between gap-2">
            <dt className="flex min-w-0 items-center gap-1.5">
              <PontoDepartamento departamento={l.departamento} />
              <span className="truncate">{rotuloDoDepartamento(l.departamento)}</span>
            </dt>
            <dd className="font-semibold tabular-nums">{formatarNumero(l.total)}</dd>
          </div>
        ))}
        <div className="flex items-center justify-between gap-2 border-t border-slate-200 pt-2 font-bold dark:border-slate-700">
          <dt>Total</dt>
          <dd className="tabular-nums">{formatarNumero(somaDe(linhas))}</dd>
        </div>
      </dl>
    </section>
  );
}
