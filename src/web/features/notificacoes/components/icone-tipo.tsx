import type { Notificacao } from '#shared/contracts/notificacoes.ts';

const ICONES: Record<Notificacao['tipo'], string> = {
  evento: '📅',
  certificado: '✅',
  aviso: 'ℹ️',
  avaliacao: '⭐',
  inscricao: '📝',
  sistema: '⚙️',
  reserva: '🏢',
  submissao: '📄',
};

/** Ícone decorativo por tipo de notificação (o texto da notificação já diz o assunto). */
export function IconeTipo({ tipo }: { tipo: Notificacao['tipo'] }) {
  return (
    <span aria-hidden="true" className="flex size-10 shrink-0 items-center justify-center rounded-full bg-slate-100 text-xl dark:bg-slate-800">
      {ICONES[tipo] ?? '🔔'}
    </span>
  );
}
