import { CircleCheck, CircleDashed, CircleX, PencilLine, type LucideIcon } from 'lucide-react';
import { formatarData } from '#web/lib/formato.ts';
import { ROTULO_METODO, ROTULO_SITUACAO } from './formato-presenca.ts';
import type { Situacao, ValorSituacao } from './modelo.ts';

const ESTILO: Record<ValorSituacao, { Icone: LucideIcon; classe: string }> = {
  presente: { Icone: CircleCheck, classe: 'text-green-800 dark:text-green-300' },
  ausente: { Icone: CircleX, classe: 'text-red-800 dark:text-red-300' },
  'sem-registro': { Icone: CircleDashed, classe: 'text-slate-600 dark:text-slate-400' },
};

/**
 * Situação no encontro, com texto e ícone (nunca só a cor), e de onde veio: QR, QR ao vivo, manual
 * ou administração, e quando. Uma alteração ainda não salva aparece como tal.
 */
export function SituacaoPresenca({ situacao }: { situacao: Situacao }) {
  const { Icone, classe } = ESTILO[situacao.valor];
  const r = situacao.registro;
  return (
    <div className="min-w-0">
      <span className={`inline-flex items-center gap-1.5 font-semibold ${classe}`}>
        <Icone aria-hidden="true" className="size-4 shrink-0" />
        {ROTULO_SITUACAO[situacao.valor]}
      </span>
      {situacao.pendente ? (
        <span className="mt-0.5 flex items-center gap-1 text-xs font-medium text-amber-800 dark:text-amber-300">
          <PencilLine aria-hidden="true" className="size-3.5 shrink-0" />
          Não salvo{r ? ` (antes: ${r.presente ? 'presente' : 'ausente'})` : ''}
        </span>
      ) : (
        r && (
          <span className="mt-0.5 block text-xs text-slate-600 dark:text-slate-400">
            {ROTULO_METODO[r.metodo]} · {formatarData(r.registrada_em)}
            {r.registrada_por ? ` · por ${r.registrada_por}` : ''}
          </span>
        )
      )}
    </div>
  );
}
