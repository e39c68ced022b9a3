import { Ban, CircleCheck, CircleX, Clock, FilePen, Hourglass, Lock, Megaphone, Send, type LucideIcon } from 'lucide-react';
import { ROTULO_STATUS_SUBMISSAO, type StatusSubmissao } from '#shared/rules/chamadas.ts';
import { CLASSE_SELO } from '#web/components/ui/classes.ts';

/** Fundo claro e texto escuro (contraste AA nos dois temas), com ícone: a cor nunca é a única pista. */
const ESTILO_STATUS: Record<StatusSubmissao, { classe: string; Icone: LucideIcon }> = {
  rascunho: { classe: 'bg-slate-100 text-slate-800 ring-slate-300 dark:bg-slate-800 dark:text-slate-100 dark:ring-slate-600', Icone: FilePen },
  submetida: { classe: 'bg-sky-50 text-sky-900 ring-sky-300 dark:bg-sky-950 dark:text-sky-100 dark:ring-sky-800', Icone: Send },
  em_avaliacao: { classe: 'bg-amber-50 text-amber-900 ring-amber-300 dark:bg-amber-950 dark:text-amber-100 dark:ring-amber-800', Icone: Hourglass },
  aprovada_exposicao: { classe: 'bg-emerald-50 text-emerald-900 ring-emerald-300 dark:bg-emerald-950 dark:text-emerald-100 dark:ring-emerald-800', Icone: CircleCheck },
  aprovada_oral: { classe: 'bg-emerald-50 text-emerald-900 ring-emerald-300 dark:bg-emerald-950 dark:text-emerald-100 dark:ring-emerald-800', Icone: CircleCheck },
  reprovada: { classe: 'bg-red-50 text-red-900 ring-red-300 dark:bg-red-950 dark:text-red-100 dark:ring-red-800', Icone: CircleX },
  retirada: { classe: 'bg-slate-100 text-slate-700 ring-slate-300 dark:bg-slate-800 dark:text-slate-200 dark:ring-slate-600', Icone: Ban },
};

/** A situação de um trabalho ("Rascunho", "Submetido", "Em avaliação"…). */
export function SeloSituacao({ status }: { status: StatusSubmissao }) {
  const { classe, Icone } = ESTILO_STATUS[status];
  return (
    <span className={`${CLASSE_SELO} ${classe}`}>
      <Icone aria-hidden="true" className="size-3.5" />
      {ROTULO_STATUS_SUBMISSAO[status]}
    </span>
  );
}

/** Chamada no prazo ou encerrada (para quem submete). */
export function SeloPrazo({ aberta }: { aberta: boolean }) {
  return aberta ? (
    <span className={`${CLASSE_SELO} bg-emerald-50 text-emerald-900 ring-emerald-300 dark:bg-emerald-950 dark:text-emerald-100 dark:ring-emerald-800`}>
      <Clock aria-hidden="true" className="size-3.5" />
      Dentro do prazo
    </span>
  ) : (
    <span className={`${CLASSE_SELO} bg-slate-100 text-slate-700 ring-slate-300 dark:bg-slate-800 dark:text-slate-200 dark:ring-slate-600`}>
      <Lock aria-hidden="true" className="size-3.5" />
      Prazo encerrado
    </span>
  );
}

/** Publicada (todos que entram veem) ou rascunho (só a administração). */
export function SeloPublicacao({ publicado }: { publicado: boolean }) {
  return publicado ? (
    <span className={`${CLASSE_SELO} bg-escola-50 text-escola-900 ring-escola-600/40 dark:bg-escola-900 dark:text-escola-100 dark:ring-escola-600`}>
      <Megaphone aria-hidden="true" className="size-3.5" />
      Publicada
    </span>
  ) : (
    <span className={`${CLASSE_SELO} bg-slate-100 text-slate-800 ring-slate-300 dark:bg-slate-800 dark:text-slate-100 dark:ring-slate-600`}>
      <FilePen aria-hidden="true" className="size-3.5" />
      Rascunho
    </span>
  );
}
