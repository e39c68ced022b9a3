import { Check, X } from 'lucide-react';
import type { ValorSituacao } from './modelo.ts';

const BOTAO =
  'inline-flex min-h-11 min-w-11 flex-1 items-center justify-center gap-1.5 px-3 text-sm font-semibold disabled:cursor-not-allowed disabled:opacity-60 ' +
  'bg-white text-slate-800 hover:bg-slate-100 dark:bg-slate-900 dark:text-slate-100 dark:hover:bg-slate-800';
const MARCADO = {
  presente: 'aria-pressed:bg-green-700 aria-pressed:text-white dark:aria-pressed:bg-green-600',
  ausente: 'aria-pressed:bg-red-700 aria-pressed:text-white dark:aria-pressed:bg-red-600',
};

interface Props {
  nome: string;
  valor: ValorSituacao;
  habilitado: boolean;
  aoMarcar: (presente: boolean) => void;
}

/** Presente / Ausente de uma pessoa no encontro aberto (botões alternáveis, aria-pressed). */
export function ControlePresenca({ nome, valor, habilitado, aoMarcar }: Props) {
  return (
    <div role="group" aria-label={`Marcar ${nome}`} className="inline-flex w-full overflow-hidden rounded-lg border border-slate-300 sm:w-auto dark:border-slate-600">
      <button type="button" className={`${BOTAO} ${MARCADO.presente}`} aria-pressed={valor === 'presente'} disabled={!habilitado} onClick={() => aoMarcar(true)}>
        <Check aria-hidden="true" className="size-4" />
        Presente
      </button>
      <button
        type="button"
        className={`${BOTAO} border-l border-slate-300 dark:border-slate-600 ${MARCADO.ausente}`}
        aria-pressed={valor === 'ausente'}
        disabled={!habilitado}
        onClick={() => aoMarcar(false)}
      >
        <X aria-hidden="true" className="size-4" />
        Ausente
      </button>
    </div>
  );
}
