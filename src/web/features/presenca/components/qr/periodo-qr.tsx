import { useId } from 'react';
import { TEXTOS_PERIODO, type PeriodoQr } from './regras.ts';

const PERIODOS: PeriodoQr[] = ['recentes', 'todas'];

interface Props {
  valor: PeriodoQr;
  aoMudar: (valor: PeriodoQr) => void;
  /** Id da linha que diz o que a lista mostra (a página a põe embaixo dos filtros). */
  idExplicacao: string;
}

/** Quais turmas a lista traz: as recentes (padrão) ou todas. */
export function PeriodoQrCampo({ valor, aoMudar, idExplicacao }: Props) {
  const id = useId();
  return (
    <div className="mb-3 sm:w-64 sm:shrink-0">
      <label htmlFor={id} className="block text-sm font-medium text-slate-800 dark:text-slate-200">
        Período das turmas
      </label>
      <select
        id={id}
        value={valor}
        onChange={(e) => aoMudar(e.target.value as PeriodoQr)}
        aria-describedby={idExplicacao}
        className="mt-1 block min-h-11 w-full rounded-lg border border-slate-300 bg-white px-3 py-2 text-base text-slate-900 shadow-sm dark:border-slate-600 dark:bg-slate-900 dark:text-slate-100"
      >
        {PERIODOS.map((p) => (
          <option key={p} value={p}>
            {TEXTOS_PERIODO[p].rotulo}
          </option>
        ))}
      </select>
    </div>
  );
}

/** A linha que diz o que a lista mostra, para ninguém achar que uma turma antiga sumiu. */
export function ExplicacaoPeriodo({ id, periodo }: { id: string; periodo: PeriodoQr }) {
  return (
    <p id={id} className="mb-3 text-sm text-slate-700 dark:text-slate-300">
      {TEXTOS_PERIODO[periodo].explicacao}
    </p>
  );
}
