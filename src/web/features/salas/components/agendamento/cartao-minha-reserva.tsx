import { CalendarCheck, CalendarDays, Coffee, Pencil, Users, XCircle } from 'lucide-react';
import { useId, type ReactNode, type Ref } from 'react';
import type { MinhaReserva } from '#shared/contracts/salas.ts';
import { HORARIO_PERIODO, ROTULO_CONFIRMACAO, ROTULO_PERIODO } from '#shared/rules/salas.ts';
import { formatarData, formatarNumero } from '#web/lib/formato.ts';
import { CLASSE_ATENCAO, CLASSE_AVISO, CLASSE_BOTAO_LINHA, CLASSE_BOTAO_PERIGO, CLASSE_BOTAO_PRIMARIO, CLASSE_CARTAO, CLASSE_SUCESSO } from '../comum/classes.ts';
import { dataComSemana, diaEMes } from '../comum/datas.ts';
import { SeloStatusReserva } from '../comum/selos.tsx';

export type AcaoReserva = 'editar' | 'cancelar' | 'confirmar';

interface Props {
  reserva: MinhaReserva;
  /** Ação em curso nesta reserva (o botão diz "Confirmando…"). */
  emCurso: AcaoReserva | null;
  aoAgir: (reserva: MinhaReserva, acao: AcaoReserva) => void;
  ref?: Ref<HTMLElement>;
}

function Item({ rotulo, children }: { rotulo: string; children: ReactNode }) {
  return (
    <div>
      <dt className="font-semibold">{rotulo}:</dt>
      <dd className="break-words whitespace-pre-line">{children}</dd>
    </div>
  );
}

/** Situação da confirmação de uso, com a janela ("de 24/02 a 01/03") e a cor da urgência. */
function Confirmacao({ r }: { r: MinhaReserva }) {
  if (r.confirmacao === 'nao_se_aplica') return null;
  const janela = `de ${diaEMes(r.confirmacao_abre)} a ${diaEMes(r.confirmacao_fecha)}`;
  const texto: Record<Exclude<MinhaReserva['confirmacao'], 'nao_se_aplica'>, string> = {
    confirmada: r.confirmado_em ? `em ${formatarData(r.confirmado_em)}` : '',
    ainda_nao_aberta: `Confirme o uso ${janela}.`,
    aberta: `Confirme o uso ${janela}; sem a confirmação, a reserva é cancelada.`,
    vencida: `O prazo era ${janela}.`,
  };
  const classe = r.confirmacao === 'confirmada' ? CLASSE_SUCESSO : r.confirmacao === 'ainda_nao_aberta' ? CLASSE_AVISO : CLASSE_ATENCAO;
  return (
    <p className={`mt-3 ${classe}`}>
      <CalendarCheck aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
      <span>
        <span className="font-semibold">{ROTULO_CONFIRMACAO[r.confirmacao]}</span> {texto[r.confirmacao]}
      </span>
    </p>
  );
}

/** Um pedido ou reserva da pessoa: sala, quando, situação, dados do pedido, avisos e as ações permitidas. */
export function CartaoMinhaReserva({ reserva: r, emCurso, aoAgir, ref }: Props) {
  const idTitulo = useId();
  const ocupado = emCurso !== null;
  const oQue = `${r.sala.nome}, ${dataComSemana(r.data)}`;
  return (
    <li>
      <article ref={ref} tabIndex={-1} aria-labelledby={idTitulo} className={`h-full ${CLASSE_CARTAO}`}>
        <div className="flex flex-wrap items-start justify-between gap-2">
          <h3 id={idTitulo} className="text-lg font-bold text-escola-800 dark:text-escola-100">
            {r.sala.nome}
          </h3>
          <SeloStatusReserva status={r.status} />
        </div>
        <p className="mt-1 flex flex-wrap items-center gap-x-1.5 text-sm text-slate-700 dark:text-slate-200">
          <CalendarDays aria-hidden="true" className="size-4 shrink-0" />
          <span className="first-letter:uppercase">{dataComSemana(r.data)}</span>
          <span aria-hidden="true">·</span>
          <span>
            {ROTULO_PERIODO[r.periodo]} ({HORARIO_PERIODO[r.periodo]})
          </span>
        </p>
        <p className="mt-1 flex flex-wrap gap-x-4 gap-y-1 text-sm text-slate-600 dark:text-slate-400">
          {r.qtd_pessoas !== null && (
            <span className="inline-flex items-center gap-1.5">
              <Users aria-hidden="true" className="size-4" />
              {formatarNumero(r.qtd_pessoas)} {r.qtd_pessoas === 1 ? 'pessoa' : 'pessoas'}
            </span>
          )}
          <span className="inline-flex items-center gap-1.5">
            <Coffee aria-hidden="true" className="size-4" />
            {r.coffee_break ? 'Com coffee break' : 'Sem coffee break'}
          </span>
        </p>
        <dl className="mt-3 grid gap-1.5 text-sm text-slate-700 dark:text-slate-200">
          <Item rotulo="Finalidade">{r.finalidade}</Item>
          {r.observacao_admin && <Item rotulo="Observação da administração">{r.observacao_admin}</Item>}
          {r.motivo_cancelamento && <Item rotulo="Motivo do cancelamento">{r.motivo_cancelamento}</Item>}
          {r.termo_aceito_em && <Item rotulo="Termo de uso">{`Aceito em ${formatarData(r.termo_aceito_em)}${r.termo_assinado ? ', com a sua assinatura' : ', sem assinatura'}`}</Item>}
        </dl>
        <Confirmacao r={r} />
        {(r.pode_editar || r.pode_cancelar || r.pode_confirmar) && (
          <div className="mt-4 flex flex-wrap gap-2">
            {r.pode_confirmar && (
              <button type="button" className={CLASSE_BOTAO_PRIMARIO} disabled={ocupado} onClick={() => aoAgir(r, 'confirmar')}>
                <CalendarCheck aria-hidden="true" className="size-4" />
                {emCurso === 'confirmar' ? 'Confirmando…' : 'Confirmar uso'}
                {' '}<span className="sr-only">de {oQue}</span>
              </button>
            )}
            {r.pode_editar && (
              <button type="button" aria-haspopup="dialog" className={CLASSE_BOTAO_LINHA} disabled={ocupado} onClick={() => aoAgir(r, 'editar')}>
                <Pencil aria-hidden="true" className="size-4" />
                Editar{' '}<span className="sr-only">a solicitação de {oQue}</span>
              </button>
            )}
            {r.pode_cancelar && (
              <button type="button" aria-haspopup="dialog" className={CLASSE_BOTAO_PERIGO} disabled={ocupado} onClick={() => aoAgir(r, 'cancelar')}>
                <XCircle aria-hidden="true" className="size-4" />
                Cancelar solicitação{' '}<span className="sr-only">de {oQue}</span>
              </button>
            )}
          </div>
        )}
      </article>
    </li>
  );
}
