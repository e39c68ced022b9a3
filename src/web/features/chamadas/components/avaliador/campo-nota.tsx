import { useId } from 'react';
import type { ParecerDoAvaliador } from '#shared/contracts/revisao.ts';
import { CLASSE_ENTRADA, CLASSE_ROTULO } from '#web/components/ui/classes.ts';
import { escalaEmOpcoes } from './regras-parecer.ts';

/** A nota de um critério: grupo de opções (escalas curtas) ou campo numérico, com a faixa no rótulo e o erro ligado. */
export function CampoNota({
  criterio: c,
  valor,
  erro,
  somenteLeitura,
  aoMudar,
}: {
  criterio: ParecerDoAvaliador['criterios'][number];
  valor: string;
  erro: string | undefined;
  somenteLeitura: boolean;
  aoMudar: (v: string) => void;
}) {
  const id = useId();
  const faixa = `de ${c.escala_min.toLocaleString('pt-BR')} a ${c.escala_max.toLocaleString('pt-BR')}`;
  const erroEl = erro ? (
    <p id={`${id}-erro`} className="mt-1 text-sm font-medium text-red-800 dark:text-red-300">
      {erro}
    </p>
  ) : null;
  if (escalaEmOpcoes(c)) {
    const valores = Array.from({ length: c.escala_max - c.escala_min + 1 }, (_, i) => c.escala_min + i);
    return (
      <fieldset aria-describedby={erro ? `${id}-erro` : undefined} aria-invalid={erro ? true : undefined}>
        <legend className="font-semibold">
          {c.titulo} <span className="font-normal text-slate-600 dark:text-slate-300">(nota {faixa})</span>
        </legend>
        <div className="mt-2 flex flex-wrap gap-2">
          {valores.map((v) => (
            <label key={v} className="flex min-h-11 min-w-11 cursor-pointer items-center justify-center gap-2 rounded-lg border border-slate-300 px-3 has-checked:border-escola-700 has-checked:bg-escola-50 dark:border-slate-600 dark:has-checked:bg-slate-800">
              <input type="radio" name={`nota-${c.id}`} value={v} checked={valor === String(v)} disabled={somenteLeitura && valor !== String(v)} readOnly={somenteLeitura} onChange={() => !somenteLeitura && aoMudar(String(v))} />
              {v}
            </label>
          ))}
        </div>
        {erroEl}
      </fieldset>
    );
  }
  return (
    <div>
      <label htmlFor={id} className={`${CLASSE_ROTULO} font-semibold`}>
        {c.titulo} (nota {faixa})
      </label>
      <input
        id={id}
        type="text"
        inputMode="decimal"
        value={valor}
        readOnly={somenteLeitura}
        aria-invalid={erro ? true : undefined}
        aria-describedby={erro ? `${id}-erro` : undefined}
        onChange={(e) => aoMudar(e.target.value)}
        className={`${CLASSE_ENTRADA} mt-1 max-w-40`}
      />
      {erroEl}
    </div>
  );
}
