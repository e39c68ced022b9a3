import { Hourglass, Presentation } from 'lucide-react';
import { ROTULO_STATUS, STATUS, type Status } from '#shared/rules/cronograma.ts';
import { formatarNumero } from '#web/lib/formato.ts';
import { COR_PONTO } from './cores.ts';

/** Legenda das cores (com quantos encontros de cada situação há no mês) e dos marcadores de papel. */
export function LegendaAgenda({ contagem, comPapeis }: { contagem: Record<Status, number> | null; comPapeis: boolean }) {
  return (
    <div role="group" aria-label="Legenda" className="flex flex-wrap items-center gap-x-5 gap-y-2 text-sm text-slate-700 dark:text-slate-300">
      <ul className="flex flex-wrap gap-x-4 gap-y-1" aria-label="Cores por situação da turma">
        {STATUS.map((s) => (
          <li key={s} className="inline-flex items-center gap-1.5">
            <span aria-hidden="true" className={`size-3 rounded-full ${COR_PONTO[s]}`} />
            {ROTULO_STATUS[s]}
            {/* enquanto o mês chega, o lugar da contagem já existe (a legenda não quebra de outro jeito e nada pula) */}
            <span className={`inline-block min-w-[3ch] text-slate-600 dark:text-slate-400 ${contagem ? '' : 'invisible'}`} aria-hidden={contagem ? undefined : true}>
              ({contagem ? formatarNumero(contagem[s]) : '0'})
            </span>
          </li>
        ))}
      </ul>
      {comPapeis && (
        <ul className="flex flex-wrap gap-x-4 gap-y-1" aria-label="Marcadores">
          <li className="inline-flex items-center gap-1.5">
            <Presentation aria-hidden="true" className="size-4" /> Você é instrutor(a)
          </li>
          <li className="inline-flex items-center gap-1.5">
            <Hourglass aria-hidden="true" className="size-4" /> Você está na lista de espera
          </li>
        </ul>
      )}
    </div>
  );
}
