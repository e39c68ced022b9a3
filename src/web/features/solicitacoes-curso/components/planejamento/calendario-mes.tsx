import type { ItemDoPlanejamento } from '#shared/contracts/solicitacoes-curso.ts';
import { Link } from '#web/lib/roteador.tsx';
import { NOMES_MESES } from '../comum/formato.ts';
import { PontoDepartamento, rotuloDoDepartamento } from '../comum/selos.tsx';
import { chaveDoItem, destinoDoItem, NOMES_DIAS_SEMANA, semanasDoMes, SIGLAS_DIAS_SEMANA } from './calendario.ts';

/** Itens por dia no computador; o que passar vira "e mais N". */
const MAX_POR_DIA = 3;

interface Props {
  ano: number;
  mes: number;
  porDia: Map<string, ItemDoPlanejamento[]>;
  hoje: string;
  idTitulo: string;
}

function rotuloDoDia(data: string, n: number) {
  const dia = Number(data.slice(8, 10));
  return `${dia} de ${NOMES_MESES[Number(data.slice(5, 7)) - 1]}: ${n === 0 ? 'nada marcado' : n === 1 ? '1 item' : `${n} itens`}`;
}

function Dia({ data, itens, hoje }: { data: string; itens: ItemDoPlanejamento[]; hoje: string }) {
  const extra = itens.length - MAX_POR_DIA;
  return (
    <div className="flex h-full flex-col gap-0.5">
      <p className="flex items-center justify-between gap-1 px-0.5" aria-current={data === hoje ? 'date' : undefined}>
        <span className="sr-only">{rotuloDoDia(data, itens.length)}</span>
        <span
          aria-hidden="true"
          className={`inline-flex size-7 items-center justify-center rounded-full text-sm tabular-nums ${data === hoje ? 'bg-escola-700 font-bold text-white dark:bg-escola-100 dark:text-escola-900' : ''}`}
        >
          {Number(data.slice(8, 10))}
        </span>
        {itens.length > 0 && (
          // no celular, só a quantidade e as cores (os nomes estão na lista abaixo do calendário)
          <span aria-hidden="true" className="flex items-center gap-0.5 text-xs font-semibold sm:hidden">
            {itens.length}
            <span className="flex flex-col gap-0.5">
              {itens.slice(0, MAX_POR_DIA).map((i) => (
                <PontoDepartamento key={chaveDoItem(i)} departamento={i.departamento} className="size-1.5" />
              ))}
            </span>
          </span>
        )}
      </p>
      {itens.length > 0 && (
        <ul className="hidden flex-col gap-0.5 sm:flex">
          {itens.slice(0, MAX_POR_DIA).map((i) => (
            <li key={chaveDoItem(i)}>
              <Link
                to={destinoDoItem(i).para}
                title={`${rotuloDoDepartamento(i.departamento)} · ${i.titulo} (${i.situacao})`}
                className="flex items-center gap-1 rounded border border-slate-200 bg-slate-50 px-1 py-0.5 text-xs text-slate-900 hover:bg-slate-100 dark:border-slate-700 dark:bg-slate-800 dark:text-slate-100 dark:hover:bg-slate-700"
              >
                <PontoDepartamento departamento={i.departamento} className="size-2" />
                <span className="font-semibold">{rotuloDoDepartamento(i.departamento)}</span>
                <span className="min-w-0 flex-1 truncate">{i.titulo}</span>
                <span className="sr-only">, {i.situacao}</span>
              </Link>
            </li>
          ))}
          {extra > 0 && <li className="px-1 text-xs font-semibold text-slate-700 dark:text-slate-300">e mais {extra}</li>}
        </ul>
      )}
    </div>
  );
}

/**
 * O mês de domingo a sábado, com os itens nos seus dias: bolinha e sigla do departamento (a cor nunca
 * sozinha) e o título, que leva à solicitação ou ao evento. No celular, a quantidade por dia.
 */
export function CalendarioMes({ ano, mes, porDia, hoje, idTitulo }: Props) {
  return (
    <table className="w-full table-fixed border-collapse" aria-labelledby={idTitulo}>
      <thead>
        <tr>
          {SIGLAS_DIAS_SEMANA.map((s, i) => (
            <th key={s} scope="col" abbr={NOMES_DIAS_SEMANA[i]} className="pb-2 text-xs font-semibold text-slate-600 uppercase dark:text-slate-400">
              {s}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {semanasDoMes(ano, mes).map((semana, s) => (
          <tr key={s}>
            {semana.map((data, d) => (
              <td
                key={data ?? `vazio-${s}-${d}`}
                className={`h-14 border border-slate-200 p-0.5 align-top sm:h-32 sm:p-1 dark:border-slate-800 ${data ? 'bg-white dark:bg-slate-900' : 'bg-slate-50 dark:bg-slate-950'}`}
              >
                {data && <Dia data={data} itens={porDia.get(data) ?? []} hoje={hoje} />}
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
