import { Bell, Building2, CalendarDays, CircleCheckBig, ClipboardPen, FileText, GraduationCap, Info, Settings, Star, type LucideIcon } from 'lucide-react';
import type { Notificacao } from '#shared/contracts/notificacoes.ts';

const ICONES: Record<Notificacao['tipo'], LucideIcon> = {
  evento: CalendarDays,
  certificado: CircleCheckBig,
  aviso: Info,
  avaliacao: Star,
  inscricao: ClipboardPen,
  sistema: Settings,
  reserva: Building2,
  submissao: FileText,
  // solicitação de curso (issue 10)
  solicitacao: GraduationCap,
};

/** Ícone decorativo por tipo de notificação (o texto da notificação já diz o assunto). */
export function IconeTipo({ tipo }: { tipo: Notificacao['tipo'] }) {
  const Icone = ICONES[tipo] ?? Bell;
  return (
    <span aria-hidden="true" className="flex size-10 shrink-0 items-center justify-center rounded-full bg-slate-100 text-escola-700 dark:bg-slate-800 dark:text-escola-100">
      <Icone className="size-5" />
    </span>
  );
}
