import type { AgendaDoMes, DiaDaAgenda } from '#shared/contracts/salas.ts';
import type { Periodo } from '#shared/rules/salas.ts';
import { dataPorExtenso, NOMES_DIAS_SEMANA, numeroDoDia, semanasUteis, SIGLAS_DIAS_SEMANA } from '../comum/datas.ts';
import { DiaBloqueado } from './dia-bloqueado.tsx';
import { PeriodoDoDia } from './periodo.tsx';

interface Props {
  agenda: AgendaDoMes;
  idTitulo: string;
  carregando: boolean;
  aoPedir: (data: string, periodo: Periodo) => void;
}

function Dia({ dia, hoje, aoPedir }: { dia: DiaDaAgenda; hoje: string; aoPedir: Props['aoPedir'] }) {
  const quando = dataPorExtenso(dia.data, false);
  return (
    <div className="flex h-full flex-col gap-1">
      <p className="flex items-center gap-2 text-sm">
        <span
          aria-hidden="true"
          className={`inline-flex size-7 items-center justify-center rounded-full tabular-nums ${dia.data === hoje ? 'bg-escola-700 font-bold text-white dark:bg-escola-100 dark:text-escola-900' : 'font-semibold'}`}
        >
          {numeroDoDia(dia.data)}
        </span>
        <span className="sr-only">{quando}</span>
        {dia.data === hoje && <span className="text-xs font-semibold text-escola-700 dark:text-escola-100">Hoje</span>}
      </p>
      {dia.bloqueio ? (
        <DiaBloqueado bloqueio={dia.bloqueio} compacto />
      ) : (
        <ul className="grid gap-1" aria-label={`Períodos de ${quando}`}>
          {dia.horarios.map((h) => (
            <li key={h.periodo}>
              <PeriodoDoDia horario={h} quando={quando} aoPedir={(p) => aoPedir(dia.data, p)} />
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

/**
 * Calendário do mês nas telas largas: segunda a sexta (fins de semana nunca abrem), cada dia com a manhã
 * e a tarde; os horários livres são botões que abrem o pedido.
 */
export function CalendarioLargo({ agenda, idTitulo, carregando, aoPedir }: Props) {
  const porData = new Map(agenda.dias.map((d) => [d.data, d]));
  return (
    <table className="w-full table-fixed border-collapse" aria-labelledby={idTitulo} aria-busy={carregando || undefined}>
      <thead>
        <tr>
          {[1, 2, 3, 4, 5].map((i) => (
            <th key={i} scope="col" abbr={NOMES_DIAS_SEMANA[i]} className="pb-2 text-xs font-semibold text-slate-600 uppercase dark:text-slate-400">
              {SIGLAS_DIAS_SEMANA[i]}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {semanasUteis(agenda.mes).map((semana, s) => (
          <tr key={s}>
            {semana.map((data, i) => {
              const dia = data ? porData.get(data) : undefined;
              return (
                <td
                  key={data ?? `vazio-${s}-${i}`}
                  className={`h-32 border border-slate-200 p-1.5 align-top dark:border-slate-800 ${dia ? 'bg-white dark:bg-slate-900' : 'bg-slate-50 dark:bg-slate-950'}`}
                >
                  {dia && <Dia dia={dia} hoje={agenda.hoje} aoPedir={aoPedir} />}
                </td>
              );
            })}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
