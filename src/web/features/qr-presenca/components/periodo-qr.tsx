import { useId } from 'react';
import { TEXTOS_PERIODO, type PeriodoQr } from './regras.ts';

const PERIODOS: PeriodoQr[] = ['recentes', 'todas'];

/**
 * Quais turmas a lista traz: as recentes (padrão) ou todas. A linha abaixo diz o que a lista mostra,
 * para ninguém achar que uma turma antiga sumiu.
 */
export function PeriodoQrCampo({ valor, aoMudar }: { valor: PeriodoQr; aoMudar: (valor: PeriodoQr) => void }) {
  const id = useId();
  return (
    <div className="mb-3">
      <label htmlFor={id} className="block text-sm font-medium text-slate-800 dark:text-slate-200">
        Período das turmas
      </label>
      <select
        id={id}
        value={valor}
        onChange={(e) => aoMudar(e.target.value as PeriodoQr)}
        aria-describedby={`${id}-explicacao`}
        className="mt-1 block min-h-11 w-full rounded-lg border border-slate-300 bg-white px-3 py-2 text-base text-slate-900 shadow-sm sm:w-72 dark:border-slate-600 dark:bg-slate-900 dark:text-slate-100"
      >
        {PERIODOS.map((p) => (
          <option key={p} value={p}>
            {TEXTOS_PERIODO[p].rotulo}
          </option>
        ))}
      </select>
      <p id={`${id}-explicacao`} className="mt-1 text-sm text-slate-700 dark:text-slate-300">
        {TEXTOS_PERIODO[valor].explicacao}
      </p>
    </div>
  );
}
