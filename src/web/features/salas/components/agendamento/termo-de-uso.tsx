import { useId } from 'react';
import { ROTULO_ACEITE, TERMO_SALAS } from '#shared/rules/termo-salas.ts';
import { CLASSE_CAIXA } from '../comum/classes.ts';
import type { FormReserva } from './esquema-reserva.ts';

/**
 * O Termo de Uso das Salas inteiro, numa caixa que rola (entra no Tab, para rolar pelo teclado), e o aceite
 * obrigatório logo abaixo.
 */
export function TermoDeUso({ form }: { form: FormReserva }) {
  const id = useId();
  const erro = form.formState.errors.termo_aceito?.message;
  return (
    <div className="space-y-2">
      <section
        aria-labelledby={`${id}-titulo`}
        tabIndex={0}
        className="max-h-64 overflow-y-auto rounded-lg border border-slate-300 bg-slate-50 p-3 text-sm text-slate-800 dark:border-slate-600 dark:bg-slate-950 dark:text-slate-200"
      >
        <h3 id={`${id}-titulo`} className="font-bold text-escola-800 dark:text-escola-100">
          {TERMO_SALAS.titulo}
        </h3>
        {TERMO_SALAS.secoes.map((s) => (
          <div key={s.titulo} className="mt-3">
            <h4 className="font-semibold">{s.titulo}</h4>
            <ul className="mt-1 list-disc space-y-1 pl-5">
              {s.itens.map((item) => (
                <li key={item}>{item}</li>
              ))}
            </ul>
          </div>
        ))}
      </section>
      <div>
        <label className="flex min-h-11 cursor-pointer items-start gap-2 pt-2 text-sm font-medium text-slate-900 dark:text-slate-100">
          <input
            type="checkbox"
            className={`${CLASSE_CAIXA} mt-0.5`}
            aria-invalid={erro ? true : undefined}
            aria-describedby={erro ? `${id}-erro` : undefined}
            required
            {...form.register('termo_aceito')}
          />
          <span>
            {ROTULO_ACEITE}
            <span aria-hidden="true" className="text-red-700 dark:text-red-400">
              {' '}*
            </span>
          </span>
        </label>
        {erro && (
          <p id={`${id}-erro`} className="text-sm text-red-700 dark:text-red-400">
            {erro}
          </p>
        )}
      </div>
    </div>
  );
}
