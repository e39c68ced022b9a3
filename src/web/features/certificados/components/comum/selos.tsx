import { Ban, CircleCheck, ClipboardCheck, GraduationCap, Mic, Presentation, Replace, UserRound, type LucideIcon } from 'lucide-react';
import { ROTULO_STATUS_CERTIFICADO, ROTULO_TIPO, type StatusCertificado, type TipoCertificado } from '#shared/rules/certificado.ts';
import { CLASSE_SELO } from './classes.ts';

const STATUS: Record<StatusCertificado, { classe: string; Icone: LucideIcon }> = {
  emitido: { classe: 'bg-green-100 text-green-900 ring-green-300 dark:bg-green-950 dark:text-green-100 dark:ring-green-800', Icone: CircleCheck },
  cancelado: { classe: 'bg-red-100 text-red-900 ring-red-300 dark:bg-red-950 dark:text-red-100 dark:ring-red-800', Icone: Ban },
  substituido: { classe: 'bg-amber-100 text-amber-900 ring-amber-300 dark:bg-amber-950 dark:text-amber-100 dark:ring-amber-800', Icone: Replace },
};

/** Situação do certificado: Válido, Cancelado, Substituído (ícone e texto). */
export function SeloStatus({ status }: { status: StatusCertificado }) {
  const { classe, Icone } = STATUS[status];
  return (
    <span className={`${CLASSE_SELO} ${classe}`}>
      <Icone aria-hidden="true" className="size-3.5 shrink-0" />
      {ROTULO_STATUS_CERTIFICADO[status]}
    </span>
  );
}

const ICONE_TIPO: Record<TipoCertificado, LucideIcon> = {
  participante: UserRound,
  instrutor: GraduationCap,
  palestrante: Mic,
  apresentacao_trabalho: Presentation,
  avaliador: ClipboardCheck,
};

/** Participante, Instrutor(a), Palestrante, Apresentação de trabalho ou Avaliador(a). */
export function SeloTipo({ tipo }: { tipo: TipoCertificado }) {
  const Icone = ICONE_TIPO[tipo];
  return (
    <span className={`${CLASSE_SELO} bg-slate-100 text-slate-800 ring-slate-300 dark:bg-slate-800 dark:text-slate-100 dark:ring-slate-600`}>
      <Icone aria-hidden="true" className="size-3.5 shrink-0" />
      {ROTULO_TIPO[tipo]}
    </span>
  );
}
