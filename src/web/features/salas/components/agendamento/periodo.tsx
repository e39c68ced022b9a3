import type { DiaDaAgenda } from '#shared/contracts/salas.ts';
import { HORARIO_PERIODO, ROTULO_PERIODO, type Periodo } from '#shared/rules/salas.ts';
import { SITUACAO } from '../comum/selos.tsx';

export type Horario = DiaDaAgenda['horarios'][number];

/**
 * O horário leva o marcador "Minha solicitação"? Um bloqueio de horário nunca: quem bloqueia é a
 * administração (o servidor manda o `minha_reserva_id` porque ela é a solicitante), e na agenda dela o
 * bloqueio não é um pedido seu.
 */
export const ehMinhaSolicitacao = (h: Horario) => h.minha_reserva_id !== null && h.situacao !== 'bloqueada';

/** "Manhã livre", "Tarde em análise, minha solicitação" (para nomes acessíveis). */
export function textoDoHorario(h: Horario): string {
  const base = `${ROTULO_PERIODO[h.periodo]} ${SITUACAO[h.situacao].rotulo.toLocaleLowerCase('pt-BR')}`;
  return ehMinhaSolicitacao(h) ? `${base}, minha solicitação` : base;
}

interface Props {
  horario: Horario;
  /** "segunda-feira, 3 de março" (completa o nome do botão). */
  quando: string;
  aoPedir: (periodo: Periodo) => void;
}

/**
 * Um período de um dia: livre é um botão que abre o pedido; ocupado ou indisponível é um selo com ícone e
 * texto (e o marcador "Minha solicitação" quando o pedido é da própria pessoa).
 */
export function PeriodoDoDia({ horario: h, quando, aoPedir }: Props) {
  const { classe, Icone, rotulo } = SITUACAO[h.situacao];
  if (h.situacao === 'livre') {
    return (
      <button
        type="button"
        aria-haspopup="dialog"
        aria-label={`${ROTULO_PERIODO[h.periodo]} (${HORARIO_PERIODO[h.periodo]}) livre: solicitar ${quando}`}
        onClick={() => aoPedir(h.periodo)}
        className={`flex min-h-11 w-full items-center gap-1.5 rounded-lg px-2 text-left text-sm font-semibold ring-1 ring-inset hover:brightness-95 ${classe}`}
      >
        <Icone aria-hidden="true" className="size-4 shrink-0" />
        {ROTULO_PERIODO[h.periodo]}
      </button>
    );
  }
  const Minha = SITUACAO.minha.Icone;
  return (
    <p className={`flex min-h-9 flex-wrap items-center gap-x-1.5 rounded-lg px-2 py-1 text-xs ring-1 ring-inset ${classe}`}>
      <Icone aria-hidden="true" className="size-4 shrink-0" />
      <span className="font-semibold">{ROTULO_PERIODO[h.periodo]}:</span>
      <span>{rotulo}</span>
      {ehMinhaSolicitacao(h) && (
        <span className="inline-flex items-center gap-1 font-semibold">
          <Minha aria-hidden="true" className="size-3.5" />
          {SITUACAO.minha.rotulo}
        </span>
      )}
    </p>
  );
}
