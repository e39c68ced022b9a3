import { Coffee, Lock, UserRound, Users, XCircle } from 'lucide-react';
import type { ReservaAdmin } from '#shared/contracts/salas.ts';
import { HORARIO_PERIODO, ROTULO_CONFIRMACAO, ROTULO_PERIODO } from '#shared/rules/salas.ts';
import { formatarNumero } from '#web/lib/formato.ts';
import { CLASSE_BOTAO_PERIGO, CLASSE_CARTAO } from '../comum/classes.ts';
import { dataPorExtenso, descreverReserva, diaEMes } from '../comum/datas.ts';
import { SeloStatusReserva } from '../comum/selos.tsx';
import { BotaoTermo } from './botao-termo.tsx';

/** As reservas agrupadas por dia, na ordem (manhã antes da tarde). */
export function porDia(reservas: readonly ReservaAdmin[]): [string, ReservaAdmin[]][] {
  const ordenadas = [...reservas].sort((a, b) => a.data.localeCompare(b.data) || a.periodo.localeCompare(b.periodo) || a.id - b.id);
  const grupos = new Map<string, ReservaAdmin[]>();
  for (const r of ordenadas) grupos.set(r.data, [...(grupos.get(r.data) ?? []), r]);
  return [...grupos];
}

function Reserva({ r, aoCancelar }: { r: ReservaAdmin; aoCancelar: (r: ReservaAdmin) => void }) {
  const bloqueio = r.status === 'bloqueada';
  return (
    <li className={`${CLASSE_CARTAO} space-y-1.5 text-sm`}>
      <div className="flex flex-wrap items-center gap-2">
        <span className="font-semibold">
          {ROTULO_PERIODO[r.periodo]} <span className="font-normal text-slate-600 dark:text-slate-400">({HORARIO_PERIODO[r.periodo]})</span>
        </span>
        <SeloStatusReserva status={r.status} />
        {r.grupo && <span className="text-xs text-slate-600 dark:text-slate-400">Recorrente</span>}
      </div>
      <p className="flex items-center gap-1.5">
        {bloqueio ? <Lock aria-hidden="true" className="size-4 shrink-0" /> : <UserRound aria-hidden="true" className="size-4 shrink-0" />}
        <span className="min-w-0 break-words">
          {bloqueio ? 'Bloqueio de horário' : r.solicitante.nome}
          {!bloqueio && <span className="text-slate-600 dark:text-slate-400"> · {r.solicitante.email}</span>}
        </span>
      </p>
      <p className="break-words whitespace-pre-line">{r.finalidade}</p>
      {!bloqueio && (
        <p className="flex flex-wrap gap-x-4 text-slate-600 dark:text-slate-400">
          {r.qtd_pessoas !== null && (
            <span className="inline-flex items-center gap-1">
              <Users aria-hidden="true" className="size-4" />
              {formatarNumero(r.qtd_pessoas)} {r.qtd_pessoas === 1 ? 'pessoa' : 'pessoas'}
            </span>
          )}
          <span className="inline-flex items-center gap-1">
            <Coffee aria-hidden="true" className="size-4" />
            {r.coffee_break ? 'Com coffee break' : 'Sem coffee break'}
          </span>
        </p>
      )}
      {r.confirmacao !== 'nao_se_aplica' && (
        <p className="text-slate-700 dark:text-slate-200">
          {ROTULO_CONFIRMACAO[r.confirmacao]} (janela de {diaEMes(r.confirmacao_abre)} a {diaEMes(r.confirmacao_fecha)})
        </p>
      )}
      {r.observacao_admin && <p className="text-slate-700 dark:text-slate-200">Observação: {r.observacao_admin}</p>}
      {r.motivo_cancelamento && <p className="text-slate-700 dark:text-slate-200">Motivo do cancelamento: {r.motivo_cancelamento}</p>}
      {(r.pode_cancelar || r.termo_aceito_em) && (
        <div className="flex flex-wrap items-center gap-2 pt-1">
          {r.termo_aceito_em && <BotaoTermo id={r.id} de={`${r.solicitante.nome}, ${descreverReserva(r)}`} />}
          {r.pode_cancelar && (
            <button type="button" aria-haspopup="dialog" className={CLASSE_BOTAO_PERIGO} onClick={() => aoCancelar(r)}>
              <XCircle aria-hidden="true" className="size-4" />
              Cancelar{' '}<span className="sr-only">{bloqueio ? 'o bloqueio' : `a reserva de ${r.solicitante.nome}`}, {descreverReserva(r)}</span>
            </button>
          )}
        </div>
      )}
    </li>
  );
}

/** As reservas do mês por dia: cada dia um título e os seus períodos, com quem pediu e "Cancelar". */
export function ListaAgendaAdmin({ reservas, aoCancelar }: { reservas: readonly ReservaAdmin[]; aoCancelar: (r: ReservaAdmin) => void }) {
  return (
    <ol className="space-y-5">
      {porDia(reservas).map(([data, doDia]) => (
        <li key={data}>
          <h3 className="mb-2 font-semibold text-escola-800 first-letter:uppercase dark:text-escola-100">{dataPorExtenso(data)}</h3>
          <ul className="grid gap-3 md:grid-cols-2" aria-label={`Reservas de ${dataPorExtenso(data)}`}>
            {doDia.map((r) => (
              <Reserva key={r.id} r={r} aoCancelar={aoCancelar} />
            ))}
          </ul>
        </li>
      ))}
    </ol>
  );
}
