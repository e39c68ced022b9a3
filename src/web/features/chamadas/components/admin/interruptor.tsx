import type { UseFormRegisterReturn } from 'react-hook-form';

/** Caixa de marcar com rótulo e explicação (o alvo inteiro é clicável, 44 px). */
export function Interruptor({ id, rotulo, explicacao, registro }: { id: string; rotulo: string; explicacao: string; registro: UseFormRegisterReturn }) {
  return (
    <label className="flex min-h-11 cursor-pointer items-start gap-3">
      <input id={id} type="checkbox" className="mt-0.5 size-5 shrink-0 accent-escola-700" aria-describedby={`${id}-explicacao`} {...registro} />
      <span>
        <span className="block font-medium">{rotulo}</span>
        <span id={`${id}-explicacao`} className="block text-sm text-slate-600 dark:text-slate-400">
          {explicacao}
        </span>
      </span>
    </label>
  );
}
