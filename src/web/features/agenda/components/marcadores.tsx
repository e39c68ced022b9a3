import { Hourglass, Presentation } from 'lucide-react';
import type { ItemAgenda } from '#shared/contracts/agenda.ts';
import { ROTULO_STATUS, type Status } from '#shared/rules/cronograma.ts';
import { COR_ETIQUETA } from './cores.ts';

/** Etiqueta da situação da turma (Programado, Em andamento, Encerrado). */
export function EtiquetaStatus({ status }: { status: Status }) {
  return <span className={`inline-flex rounded-full px-2 py-0.5 text-xs font-semibold whitespace-nowrap ${COR_ETIQUETA[status]}`}>{ROTULO_STATUS[status]}</span>;
}

/** O papel da pessoa no encontro, quando não é o comum (participante confirmado). */
export function papelDoItem(i: ItemAgenda): 'instrutor' | 'espera' | null {
  if (i.papel === 'instrutor') return 'instrutor';
  if (i.inscricao === 'em_espera') return 'espera';
  return null;
}

export const ROTULO_PAPEL = { instrutor: 'Instrutor', espera: 'Lista de espera' } as const;
const ICONE_PAPEL = { instrutor: Presentation, espera: Hourglass } as const;
const COR_PAPEL = {
  instrutor: 'bg-sky-100 text-sky-900 dark:bg-sky-950 dark:text-sky-100',
  espera: 'bg-violet-100 text-violet-900 dark:bg-violet-950 dark:text-violet-100',
} as const;

/**
 * Marcador "Instrutor" ou "Lista de espera". `compacto` mostra só o ícone (o texto fica para leitores
 * de tela), para caber na etiqueta do calendário.
 */
export function MarcadorPapel({ item, compacto = false }: { item: ItemAgenda; compacto?: boolean }) {
  const papel = papelDoItem(item);
  if (!papel) return null;
  const Icone = ICONE_PAPEL[papel];
  if (compacto) {
    return (
      <span title={ROTULO_PAPEL[papel]} className="inline-flex shrink-0">
        <Icone aria-hidden="true" className="size-3.5" />
        <span className="sr-only">, {ROTULO_PAPEL[papel]}</span>
      </span>
    );
  }
  return (
    <span className={`inline-flex items-center gap-1 rounded-full px-2 py-0.5 text-xs font-semibold whitespace-nowrap ${COR_PAPEL[papel]}`}>
      <Icone aria-hidden="true" className="size-3.5" />
      {ROTULO_PAPEL[papel]}
    </span>
  );
}
