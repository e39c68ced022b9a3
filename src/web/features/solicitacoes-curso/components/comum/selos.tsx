import { Ban, CalendarCheck, CircleCheck, CircleX, FilePen, Hourglass, Send, type LucideIcon } from 'lucide-react';
import { COR_DEPARTAMENTO, DEPARTAMENTOS, ROTULO_STATUS_SOLICITACAO, type Departamento, type StatusSolicitacao } from '#shared/rules/solicitacoes-curso.ts';

const CHIP = 'inline-flex items-center gap-1.5 rounded-full px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap';

/** Fundo claro e texto escuro (contraste AA nos dois temas), com ícone: a cor nunca é a única pista. */
const ESTILO_STATUS: Record<StatusSolicitacao, { classe: string; Icone: LucideIcon }> = {
  rascunho: { classe: 'bg-slate-200 text-slate-800 dark:bg-slate-700 dark:text-slate-100', Icone: FilePen },
  enviada: { classe: 'bg-sky-100 text-sky-900 dark:bg-sky-950 dark:text-sky-100', Icone: Send },
  em_analise: { classe: 'bg-amber-100 text-amber-900 dark:bg-amber-950 dark:text-amber-100', Icone: Hourglass },
  aprovada: { classe: 'bg-emerald-100 text-emerald-900 dark:bg-emerald-950 dark:text-emerald-100', Icone: CircleCheck },
  rejeitada: { classe: 'bg-red-100 text-red-900 dark:bg-red-950 dark:text-red-100', Icone: CircleX },
  retirada: { classe: 'bg-slate-100 text-slate-700 dark:bg-slate-800 dark:text-slate-200', Icone: Ban },
  convertida: { classe: 'bg-violet-100 text-violet-900 dark:bg-violet-950 dark:text-violet-100', Icone: CalendarCheck },
};

export function SeloStatus({ status }: { status: StatusSolicitacao }) {
  const { classe, Icone } = ESTILO_STATUS[status];
  return (
    <span className={`${CHIP} ${classe}`}>
      <Icone aria-hidden="true" className="size-3.5" />
      {ROTULO_STATUS_SOLICITACAO[status]}
    </span>
  );
}

/** Rótulo de quem não tem departamento (eventos antigos, no planejamento). */
export const SEM_DEPARTAMENTO = 'Sem departamento';
const COR_SEM = '#64748b';

export const corDoDepartamento = (d: Departamento | null) => (d ? COR_DEPARTAMENTO[d] : COR_SEM);
export const rotuloDoDepartamento = (d: Departamento | null) => d ?? SEM_DEPARTAMENTO;

/** Bolinha da cor do departamento (decorativa: o nome sempre vem ao lado). */
export function PontoDepartamento({ departamento, className = 'size-2.5' }: { departamento: Departamento | null; className?: string }) {
  return <span aria-hidden="true" className={`inline-block shrink-0 rounded-full ${className}`} style={{ backgroundColor: corDoDepartamento(departamento) }} />;
}

/** Departamento: borda e bolinha na cor dele, texto escuro (a cor do departamento não tem contraste para texto). */
export function ChipDepartamento({ departamento }: { departamento: Departamento | null }) {
  return (
    <span className={`${CHIP} border-2 bg-white text-slate-900 dark:bg-slate-900 dark:text-slate-100`} style={{ borderColor: corDoDepartamento(departamento) }}>
      <PontoDepartamento departamento={departamento} />
      <span className="sr-only">Departamento: </span>
      {rotuloDoDepartamento(departamento)}
    </span>
  );
}

/** Os 7 departamentos e "Sem departamento", na ordem oficial, como aparecem nos resumos. */
export const DEPARTAMENTOS_E_SEM: readonly (Departamento | null)[] = [...DEPARTAMENTOS, null];

/** Legenda das cores dos departamentos. */
export function LegendaDepartamentos({ comSem = true }: { comSem?: boolean }) {
  const lista = comSem ? DEPARTAMENTOS_E_SEM : DEPARTAMENTOS;
  return (
    <ul aria-label="Legenda dos departamentos" className="flex flex-wrap gap-x-4 gap-y-1 text-sm text-slate-700 dark:text-slate-200">
      {lista.map((d) => (
        <li key={d ?? 'sem'} className="flex items-center gap-1.5">
          <PontoDepartamento departamento={d} className="size-3" />
          {rotuloDoDepartamento(d)}
        </li>
      ))}
    </ul>
  );
}
