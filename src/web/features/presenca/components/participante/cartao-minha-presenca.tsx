import { BadgeCheck, CalendarClock, CircleCheck, CirclePlay, type LucideIcon } from 'lucide-react';
import type { MinhaPresenca } from '#shared/contracts/presencas.ts';
import { ROTULO_STATUS, type Status } from '#shared/rules/cronograma.ts';
import { formatarData, formatarNumero } from '#web/lib/formato.ts';
import { BarraFrequencia } from './barra-frequencia.tsx';
import { ChipsEncontros } from './chips-encontros.tsx';
import { plural } from './texto-frequencia.ts';

const STATUS: Record<Status, { classe: string; Icone: LucideIcon }> = {
  programado: { classe: 'bg-green-100 text-green-900 ring-green-300 dark:bg-green-950 dark:text-green-100 dark:ring-green-800', Icone: CalendarClock },
  em_andamento: { classe: 'bg-amber-100 text-amber-900 ring-amber-300 dark:bg-amber-950 dark:text-amber-100 dark:ring-amber-800', Icone: CirclePlay },
  encerrado: { classe: 'bg-rose-100 text-rose-900 ring-rose-300 dark:bg-rose-950 dark:text-rose-100 dark:ring-rose-800', Icone: CircleCheck },
};
const CHIP = 'inline-flex items-center gap-1 rounded-full px-2.5 py-0.5 text-xs font-semibold ring-1 ring-inset';

function MiniNumero({ rotulo, valor }: { rotulo: string; valor: number }) {
  return (
    <div className="rounded-lg bg-slate-50 p-2 text-center dark:bg-slate-800">
      <dt className="text-xs font-semibold text-slate-600 dark:text-slate-300">{rotulo}</dt>
      <dd className="text-lg font-bold">{formatarNumero(valor)}</dd>
    </div>
  );
}

/** O requisito dos 75 %: atendido, em risco (quanto falta) ou perdido. */
function MensagemFrequencia({ item }: { item: MinhaPresenca }) {
  const f = item.frequencia;
  const base = `(base: ${plural(f.agendados, 'encontro', 'encontros')})`;
  if (f.atingiu) return <p className="text-sm font-semibold text-green-800 dark:text-green-300">{`Requisito de 75% atendido ${base}`}</p>;
  if (f.realizados === 0) return <p className="text-sm text-slate-700 dark:text-slate-300">{`A turma ainda não começou. Frequência mínima: 75% ${base}.`}</p>;
  const resto = f.alcancavel ? `${f.faltam === 1 ? 'falta' : 'faltam'} ${plural(f.faltam, 'encontro', 'encontros')}` : 'não é mais possível atingir 75 % nesta turma';
  return (
    <p className={`text-sm font-semibold ${f.alcancavel ? 'text-amber-800 dark:text-amber-300' : 'text-red-800 dark:text-red-300'}`}>
      {`Atenção: frequência abaixo de 75% ${base} — ${resto}.`}
    </p>
  );
}

/** Uma turma: situação, elegibilidade, números, barra de frequência e os encontros. */
export function CartaoMinhaPresenca({ item }: { item: MinhaPresenca }) {
  const { classe, Icone } = STATUS[item.turma.status];
  const idTitulo = `presenca-turma-${item.turma.id}`;
  return (
    <li>
      <article aria-labelledby={idTitulo} className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm dark:border-slate-800 dark:bg-slate-900">
        <div className="flex flex-wrap items-start justify-between gap-2">
          <div className="min-w-0">
            <h3 id={idTitulo} className="text-lg font-bold break-words text-escola-800 dark:text-escola-100">
              {item.evento.titulo}
            </h3>
            <p className="text-sm text-slate-700 dark:text-slate-300">{`Turma: ${item.turma.nome}`}</p>
            <p className="text-xs text-slate-600 dark:text-slate-400">{`${formatarData(item.turma.data_inicio)} a ${formatarData(item.turma.data_fim)}`}</p>
          </div>
          <div className="flex flex-wrap gap-1.5">
            <span className={`${CHIP} ${classe}`}>
              <Icone aria-hidden="true" className="size-3.5 shrink-0" />
              {ROTULO_STATUS[item.turma.status]}
            </span>
            {item.elegivel_avaliacao && (
              <span className={`${CHIP} bg-escola-50 text-escola-800 ring-escola-600 dark:bg-escola-900 dark:text-escola-100 dark:ring-escola-600`} title="Elegível para avaliação (≥ 75% e turma encerrada)">
                <BadgeCheck aria-hidden="true" className="size-3.5 shrink-0" />
                Elegível
                <span className="sr-only"> para avaliação (frequência de 75% ou mais e turma encerrada)</span>
              </span>
            )}
          </div>
        </div>
        <dl className="mt-3 grid grid-cols-3 gap-2">
          <MiniNumero rotulo="Encontros" valor={item.frequencia.agendados} />
          <MiniNumero rotulo="Presentes" valor={item.frequencia.presentes} />
          <MiniNumero rotulo="Ausências" valor={item.ausencias} />
        </dl>
        <div className="mt-3 space-y-2">
          <BarraFrequencia frequencia={item.frequencia} />
          <MensagemFrequencia item={item} />
        </div>
        <div className="mt-3">
          <ChipsEncontros encontros={item.encontros} />
        </div>
      </article>
    </li>
  );
}
