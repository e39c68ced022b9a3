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

/**
 * No celular, no lugar dos títulos: a sigla de cada departamento em letra pequena (cortada com reticências
 * se não couber; o leitor de tela ouve inteira), com a bolinha — a cor nunca é a única pista de qual
 * departamento é —, e "+N" do que passar. O leitor de tela lê as siglas logo depois de "10 de março:
 * 2 itens"; no computador a lista some, e os links com sigla e título dizem tudo.
 */
function SiglasNoCelular({ itens }: { itens: ItemDoPlanejamento[] }) {
  const extra = itens.length - MAX_POR_DIA;
  return (
    <ul className="flex min-w-0 flex-col gap-px sm:hidden">
      {itens.slice(0, MAX_POR_DIA).map((i) => (
        <li key={chaveDoItem(i)} className="flex min-w-0 items-center gap-0.5 text-[0.625rem] leading-tight font-semibold text-slate-800 dark:text-slate-200">
          <PontoDepartamento departamento={i.departamento} className="size-1.5" />
          <span className="truncate">{rotuloDoDepartamento(i.departamento)}</span>
        </li>
      ))}
      {extra > 0 && (
        <li className="text-[0.625rem] leading-tight font-semibold text-slate-700 dark:text-slate-300">
          <span aria-hidden="true">+{extra}</span>
          <span className="sr-only">e mais {extra}</span>
        </li>
      )}
    </ul>
  );
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
          // no celular, a quantidade (o leitor de tela já a ouviu no rótulo do dia)
          <span aria-hidden="true" className="text-xs font-semibold tabular-nums sm:hidden">
            {itens.length}
          </span>
        )}
      </p>
      {itens.length > 0 && <SiglasNoCelular itens={itens} />}
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
                {/* sem departamento, a célula estreita fica com o título (a bolinha cinza e o leitor de tela dizem o resto) */}
                {i.departamento ? <span className="font-semibold">{i.departamento}</span> : <span className="sr-only">Sem departamento:</span>}
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
 * sozinha) e o título, que leva à solicitação ou ao evento. No celular, a quantidade por dia e as siglas.
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
