import type { UseFormRegisterReturn } from 'react-hook-form';
import { ESCALA, type Criterio } from '#shared/rules/avaliacao.ts';

interface Props {
  criterio: Criterio;
  registro: UseFormRegisterReturn;
  erro?: string | undefined;
}

/**
 * Um critério: fieldset + legend com as cinco opções da escala (rótulo e valor). Rádios nativos com o
 * mesmo `name`: Tab entra no grupo e as setas trocam a opção.
 */
export function GrupoCriterio({ criterio, registro, erro }: Props) {
  const idErro = `criterio-${criterio.chave}-erro`;
  return (
    <fieldset
      aria-describedby={erro ? idErro : undefined}
      className={`rounded-xl border p-3 sm:p-4 ${erro ? 'border-red-600 dark:border-red-500' : 'border-slate-200 dark:border-slate-700'}`}
    >
      <legend className="px-1 text-sm font-semibold text-slate-900 sm:text-base dark:text-slate-100">
        {criterio.rotulo}
        {' '}
        {criterio.obrigatorio ? (
          <>
            <span aria-hidden="true" className="text-red-700 dark:text-red-400">
              *
            </span>{' '}
            <span className="sr-only">(obrigatório)</span>
          </>
        ) : (
          <span className="font-normal text-slate-600 dark:text-slate-400">(opcional)</span>
        )}
      </legend>
      <div className="mt-2 grid grid-cols-5 gap-1 sm:gap-2">
        {ESCALA.map((opcao) => (
          <label
            key={opcao.chave}
            className={
              'flex min-h-14 cursor-pointer flex-col items-center justify-center rounded-lg border border-slate-300 bg-white px-0.5 py-1 text-center text-xs ' +
              'text-slate-800 hover:bg-slate-100 sm:text-sm dark:border-slate-600 dark:bg-slate-900 dark:text-slate-100 dark:hover:bg-slate-800 ' +
              'has-[:checked]:border-escola-700 has-[:checked]:bg-escola-700 has-[:checked]:text-white ' +
              'has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-escola-600'
            }
          >
            <input type="radio" value={opcao.chave} className="sr-only" {...registro} />
            <span className="font-semibold">{opcao.rotulo}</span>{' '}
            <span className="tabular-nums opacity-80">{opcao.valor}</span>
          </label>
        ))}
      </div>
      {erro && (
        <p id={idErro} className="mt-2 text-sm text-red-700 dark:text-red-400">
          {erro}
        </p>
      )}
    </fieldset>
  );
}
