import { useId } from 'react';
import type { Encontro } from '#shared/rules/cronograma.ts';
import { dataEmSaoPaulo, ordenarEncontros } from '#shared/rules/cronograma.ts';
import { formatarData, formatarNumero } from '#web/lib/formato.ts';
import { faixaHorario, plural } from './formato-evento.ts';

interface Props {
  datas: readonly Encontro[];
  /** O horário mais comum da turma: os dias com outro horário mostram o seu. */
  horario: { horario_inicio: string; horario_fim: string } | null;
}

/** Os dias de encontro da turma em chips; os que já passaram (no calendário de São Paulo) ficam apagados. */
export function DatasEncontros({ datas, horario }: Props) {
  const id = useId();
  if (datas.length === 0) return <p className="text-sm text-slate-600 dark:text-slate-300">Cronograma por encontros ainda não definido.</p>;
  const hoje = dataEmSaoPaulo(new Date());
  const ordenadas = ordenarEncontros(datas);
  const realizados = ordenadas.filter((d) => d.data < hoje).length;
  const padrao = horario ? faixaHorario(horario) : null;
  return (
    <div>
      <p id={id} className="text-sm font-medium text-slate-800 dark:text-slate-100">
        {plural(datas.length, 'encontro', 'encontros')}
        {realizados > 0 && <span className="font-normal text-slate-600 dark:text-slate-300">{` · ${formatarNumero(realizados)} de ${formatarNumero(datas.length)} já realizados`}</span>}
      </p>
      <ul aria-labelledby={id} className="mt-1.5 flex flex-wrap gap-1.5">
        {ordenadas.map((d) => {
          const passou = d.data < hoje;
          const faixa = faixaHorario(d);
          return (
            <li
              key={d.data}
              className={`rounded-md border px-2 py-1 text-xs font-medium ${
                passou
                  ? 'border-slate-200 bg-slate-50 text-slate-500 dark:border-slate-700 dark:bg-slate-900 dark:text-slate-400'
                  : 'border-escola-600/40 bg-escola-50 text-escola-800 dark:border-escola-600 dark:bg-escola-900 dark:text-escola-50'
              }`}
            >
              <time dateTime={d.data}>{formatarData(d.data)}</time>
              {faixa !== padrao && <span>{` · ${faixa}`}</span>}
              {passou && <span className="sr-only"> (já realizado)</span>}
            </li>
          );
        })}
      </ul>
    </div>
  );
}
