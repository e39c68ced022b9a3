import { Ban, CalendarOff, CircleCheck, CircleMinus, CirclePlus, CircleX, Flag, Hourglass, Landmark, Lock, UserRound, type LucideIcon } from 'lucide-react';
import type { SituacaoHorario } from '#shared/contracts/salas.ts';
import { ROTULO_STATUS_RESERVA, ROTULO_TIPO_BLOQUEIO, type StatusReserva, type TipoBloqueio } from '#shared/rules/salas.ts';
import { CLASSE_SELO } from './classes.ts';

interface Estilo {
  classe: string;
  Icone: LucideIcon;
}

const AMBAR = 'bg-amber-50 text-amber-900 ring-amber-300 dark:bg-amber-950 dark:text-amber-100 dark:ring-amber-800';
const VERDE = 'bg-emerald-50 text-emerald-900 ring-emerald-300 dark:bg-emerald-950 dark:text-emerald-100 dark:ring-emerald-800';
const AZUL = 'bg-sky-50 text-sky-900 ring-sky-300 dark:bg-sky-950 dark:text-sky-100 dark:ring-sky-800';
const VERMELHO = 'bg-red-50 text-red-900 ring-red-300 dark:bg-red-950 dark:text-red-100 dark:ring-red-800';
const CINZA = 'bg-slate-100 text-slate-800 ring-slate-300 dark:bg-slate-800 dark:text-slate-100 dark:ring-slate-600';
const ESCURO = 'bg-slate-700 text-white ring-slate-700 dark:bg-slate-300 dark:text-slate-900 dark:ring-slate-300';
const VIOLETA = 'bg-violet-50 text-violet-900 ring-violet-300 dark:bg-violet-950 dark:text-violet-100 dark:ring-violet-800';

const STATUS: Record<StatusReserva, Estilo> = {
  pendente: { classe: AMBAR, Icone: Hourglass },
  aprovada: { classe: AZUL, Icone: CircleCheck },
  rejeitada: { classe: VERMELHO, Icone: CircleX },
  cancelada: { classe: CINZA, Icone: Ban },
  bloqueada: { classe: ESCURO, Icone: Lock },
};

/** Situação de uma reserva: Em análise, Aprovada, Rejeitada, Cancelada, Bloqueada (ícone e texto). */
export function SeloStatusReserva({ status }: { status: StatusReserva }) {
  const { classe, Icone } = STATUS[status];
  return (
    <span className={`${CLASSE_SELO} ${classe}`}>
      <Icone aria-hidden="true" className="size-3.5 shrink-0" />
      {ROTULO_STATUS_RESERVA[status]}
    </span>
  );
}

const TIPO: Record<TipoBloqueio, Estilo> = {
  feriado_nacional: { classe: VERMELHO, Icone: Flag },
  feriado_municipal: { classe: AMBAR, Icone: Landmark },
  ponto_facultativo: { classe: AZUL, Icone: CalendarOff },
  bloqueio_interno: { classe: CINZA, Icone: Lock },
};
export const ICONE_TIPO_BLOQUEIO: Record<TipoBloqueio, LucideIcon> = Object.fromEntries(Object.entries(TIPO).map(([t, e]) => [t, e.Icone])) as Record<TipoBloqueio, LucideIcon>;

/** Feriado nacional, Feriado municipal, Ponto facultativo, Bloqueio interno. */
export function SeloTipoBloqueio({ tipo }: { tipo: TipoBloqueio }) {
  const { classe, Icone } = TIPO[tipo];
  return (
    <span className={`${CLASSE_SELO} ${classe}`}>
      <Icone aria-hidden="true" className="size-3.5 shrink-0" />
      {ROTULO_TIPO_BLOQUEIO[tipo]}
    </span>
  );
}

/** Situação de um período no calendário (e na legenda): cor, ícone e texto. */
export const SITUACAO: Record<SituacaoHorario | 'minha', Estilo & { rotulo: string }> = {
  livre: { rotulo: 'Livre', classe: VERDE, Icone: CirclePlus },
  pendente: { rotulo: 'Em análise', classe: AMBAR, Icone: Hourglass },
  aprovada: { rotulo: 'Aprovada', classe: AZUL, Icone: CircleCheck },
  bloqueada: { rotulo: 'Bloqueada', classe: ESCURO, Icone: Lock },
  indisponivel: { rotulo: 'Indisponível', classe: CINZA, Icone: CircleMinus },
  minha: { rotulo: 'Minha solicitação', classe: VIOLETA, Icone: UserRound },
};
