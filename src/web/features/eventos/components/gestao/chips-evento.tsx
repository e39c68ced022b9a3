import { Eye, EyeOff, Lock } from 'lucide-react';
import { ROTULO_STATUS, type Status } from '#shared/rules/cronograma.ts';

const CHIP = 'inline-flex items-center gap-1 rounded-full px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap';

/** Cores da legenda de situação (reference §1): programado verde, em andamento âmbar, encerrado vermelho. */
const COR_STATUS: Record<Status, string> = {
  programado: 'bg-emerald-100 text-emerald-900 dark:bg-emerald-950 dark:text-emerald-100',
  em_andamento: 'bg-amber-100 text-amber-900 dark:bg-amber-950 dark:text-amber-100',
  encerrado: 'bg-red-100 text-red-900 dark:bg-red-950 dark:text-red-100',
};

export function ChipStatus({ status }: { status: Status }) {
  return <span className={`${CHIP} ${COR_STATUS[status]}`}>{ROTULO_STATUS[status]}</span>;
}

/** "Publicado" (visível aos usuários) ou "Rascunho" (oculto aos usuários). */
export function ChipPublicacao({ publicado }: { publicado: boolean }) {
  const Icone = publicado ? Eye : EyeOff;
  return (
    <span
      className={`${CHIP} ${publicado ? 'bg-sky-100 text-sky-900 dark:bg-sky-950 dark:text-sky-100' : 'bg-slate-200 text-slate-800 dark:bg-slate-700 dark:text-slate-100'}`}
      title={publicado ? 'Visível aos usuários' : 'Oculto aos usuários'}
    >
      <Icone aria-hidden="true" className="size-3.5" />
      {publicado ? 'Publicado' : 'Rascunho'}
      <span className="sr-only">{publicado ? ' (visível aos usuários)' : ' (oculto aos usuários)'}</span>
    </span>
  );
}

/** Inscrição restrita (servidores, lista de registros, cargos ou unidades). */
export function ChipRestricao({ rotulo = 'Restrito' }: { rotulo?: string }) {
  return (
    <span className={`${CHIP} bg-violet-100 text-violet-900 dark:bg-violet-950 dark:text-violet-100`} title="Inscrição restrita a um público">
      <Lock aria-hidden="true" className="size-3.5" />
      {rotulo}
    </span>
  );
}
