import type { DiaDaAgenda } from '#shared/contracts/salas.ts';
import { ROTULO_TIPO_BLOQUEIO } from '#shared/rules/salas.ts';
import { ICONE_TIPO_BLOQUEIO } from '../comum/selos.tsx';

/** Feriado, ponto facultativo ou data bloqueada: o tipo e a descrição no lugar dos períodos. */
export function DiaBloqueado({ bloqueio, compacto = false }: { bloqueio: NonNullable<DiaDaAgenda['bloqueio']>; compacto?: boolean }) {
  const Icone = ICONE_TIPO_BLOQUEIO[bloqueio.tipo];
  return (
    <p className={`flex items-start gap-1.5 rounded-lg bg-slate-100 px-2 py-1 text-slate-800 dark:bg-slate-800 dark:text-slate-100 ${compacto ? 'text-xs' : 'text-sm'}`}>
      <Icone aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
      <span className="min-w-0 break-words">
        <span className="font-semibold">{ROTULO_TIPO_BLOQUEIO[bloqueio.tipo]}</span>
        {bloqueio.descricao ? `: ${bloqueio.descricao}` : ''}
      </span>
    </p>
  );
}

/** "Feriado nacional: Carnaval" (nome acessível). */
export const textoDoBloqueio = (b: NonNullable<DiaDaAgenda['bloqueio']>) => `${ROTULO_TIPO_BLOQUEIO[b.tipo]}${b.descricao ? `: ${b.descricao}` : ''}`;
