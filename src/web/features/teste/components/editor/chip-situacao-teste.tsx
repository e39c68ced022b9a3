import { Eye, FilePen } from 'lucide-react';
import type { TesteAdmin } from '#shared/contracts/testes.ts';
import { CLASSE_SELO } from '../classes.ts';

/** "Rascunho" ou "Publicado · versão N": ícone e texto, sem depender da cor. */
export function ChipSituacaoTeste({ teste }: { teste: TesteAdmin | null }) {
  if (!teste) {
    return (
      <span className={`${CLASSE_SELO} bg-slate-100 text-slate-800 ring-slate-300 dark:bg-slate-800 dark:text-slate-100 dark:ring-slate-600`}>
        <FilePen aria-hidden="true" className="size-3.5" />
        Sem teste
      </span>
    );
  }
  const publicado = teste.status === 'publicado';
  const Icone = publicado ? Eye : FilePen;
  return (
    <span className={`${CLASSE_SELO} ${publicado ? 'bg-sky-100 text-sky-900 ring-sky-300 dark:bg-sky-950 dark:text-sky-100 dark:ring-sky-800' : 'bg-slate-100 text-slate-800 ring-slate-300 dark:bg-slate-800 dark:text-slate-100 dark:ring-slate-600'}`}>
      <Icone aria-hidden="true" className="size-3.5" />
      {publicado ? `Publicado · versão ${teste.versao}` : teste.versao > 1 ? `Rascunho · versão ${teste.versao}` : 'Rascunho'}
    </span>
  );
}
