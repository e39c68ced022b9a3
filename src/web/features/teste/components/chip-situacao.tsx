import { CircleCheck, CirclePlay, CircleX, Hourglass, Lock, type LucideIcon } from 'lucide-react';
import type { SituacaoDoTeste } from '#shared/contracts/testes.ts';
import { CLASSE_SELO } from './classes.ts';

const ESTILO: Record<SituacaoDoTeste, { rotulo: string; classe: string; Icone: LucideIcon }> = {
  disponivel: { rotulo: 'Disponível', classe: 'bg-sky-100 text-sky-900 ring-sky-300 dark:bg-sky-950 dark:text-sky-100 dark:ring-sky-800', Icone: CirclePlay },
  em_andamento: { rotulo: 'Em andamento', classe: 'bg-amber-100 text-amber-900 ring-amber-300 dark:bg-amber-950 dark:text-amber-100 dark:ring-amber-800', Icone: Hourglass },
  aprovado: { rotulo: 'Aprovado', classe: 'bg-green-100 text-green-900 ring-green-300 dark:bg-green-950 dark:text-green-100 dark:ring-green-800', Icone: CircleCheck },
  reprovado: { rotulo: 'Reprovado', classe: 'bg-rose-100 text-rose-900 ring-rose-300 dark:bg-rose-950 dark:text-rose-100 dark:ring-rose-800', Icone: CircleX },
  bloqueado: { rotulo: 'Bloqueado', classe: 'bg-slate-100 text-slate-800 ring-slate-300 dark:bg-slate-800 dark:text-slate-100 dark:ring-slate-600', Icone: Lock },
};

/** Situação do teste para quem responde: ícone e texto (a cor nunca é a única pista). */
export function ChipSituacao({ situacao }: { situacao: SituacaoDoTeste }) {
  const { rotulo, classe, Icone } = ESTILO[situacao];
  return (
    <span className={`${CLASSE_SELO} ${classe}`}>
      <Icone aria-hidden="true" className="size-3.5 shrink-0" />
      {rotulo}
    </span>
  );
}
