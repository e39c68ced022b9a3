import { ROTULO_INSCRICAO } from '#shared/rules/eventos.ts';
import { formatarData, formatarNumero } from '#web/lib/formato.ts';
import type { InscricaoAdmin } from '../../api/buscar-inscricoes.ts';

const COR = {
  confirmada: 'bg-emerald-100 text-emerald-900 dark:bg-emerald-950 dark:text-emerald-100',
  em_espera: 'bg-amber-100 text-amber-900 dark:bg-amber-950 dark:text-amber-100',
  cancelada: 'bg-slate-200 text-slate-800 dark:bg-slate-700 dark:text-slate-100',
} as const;

/** Confirmada / Lista de espera — posição N / Cancelada (com data e motivo). */
export function SituacaoInscricao({ inscricao: i }: { inscricao: InscricaoAdmin }) {
  const rotulo = i.status === 'em_espera' && i.posicao_espera !== null ? `${ROTULO_INSCRICAO.em_espera} — posição ${formatarNumero(i.posicao_espera)}` : ROTULO_INSCRICAO[i.status];
  return (
    <div className="space-y-1">
      <span className={`inline-block rounded-full px-2.5 py-0.5 text-xs font-semibold ${COR[i.status]}`}>{rotulo}</span>
      {i.status === 'cancelada' && (
        <p className="text-xs text-slate-600 dark:text-slate-400">
          {i.cancelada_em ? `Em ${formatarData(i.cancelada_em)}` : ''}
          {i.motivo_cancelamento ? `${i.cancelada_em ? ' · ' : ''}Motivo: ${i.motivo_cancelamento}` : ''}
        </p>
      )}
    </div>
  );
}
