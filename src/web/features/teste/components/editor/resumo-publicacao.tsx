import { CircleAlert, CircleCheck, Scale } from 'lucide-react';
import type { Ref } from 'react';
import { pendenciasParaPublicar, pesosFecham, SOMA_DOS_PESOS, somaDosPesos } from '#shared/rules/teste.ts';
import { formatarNumero } from '#web/lib/formato.ts';
import { questoesParaRegras, type QuestaoForm } from './regras-editor.ts';

interface Props {
  questoes: readonly QuestaoForm[];
  /** Título da lista de pendências: recebe o foco quando "Publicar" é recusado por elas. */
  refPendencias?: Ref<HTMLHeadingElement>;
}

/** Situação da publicação, ao vivo: o peso total (e se fecha 10) e as pendências das regras, ou "Pronto para publicação". */
export function ResumoPublicacao({ questoes, refPendencias }: Props) {
  const regras = questoesParaRegras(questoes);
  const soma = somaDosPesos(regras);
  const fecha = pesosFecham(regras);
  const pendencias = pendenciasParaPublicar({ questoes: regras });

  return (
    <section aria-labelledby="titulo-publicacao" className="space-y-3 rounded-xl border border-slate-200 bg-slate-50 p-4 dark:border-slate-800 dark:bg-slate-900/60">
      <h2 id="titulo-publicacao" className="text-lg font-bold text-escola-800 dark:text-escola-100">
        Publicação
      </h2>
      <p role="status" aria-live="polite" className="flex flex-wrap items-center gap-x-2 gap-y-1 text-sm">
        <Scale aria-hidden="true" className="size-4 shrink-0" />
        <span className="font-semibold">
          Peso total: {formatarNumero(soma)} de {formatarNumero(SOMA_DOS_PESOS)}
        </span>
        {fecha ? (
          <span className="inline-flex items-center gap-1 font-semibold text-green-800 dark:text-green-300">
            <CircleCheck aria-hidden="true" className="size-4" />
            Fechado corretamente
          </span>
        ) : (
          <span className="text-slate-700 dark:text-slate-300">
            {soma < SOMA_DOS_PESOS ? `(faltam ${formatarNumero(Math.round((SOMA_DOS_PESOS - soma) * 100) / 100)})` : `(passou ${formatarNumero(Math.round((soma - SOMA_DOS_PESOS) * 100) / 100)})`}
          </span>
        )}
      </p>
      {pendencias.length === 0 ? (
        <p className="flex items-center gap-2 text-sm font-semibold text-green-800 dark:text-green-300">
          <CircleCheck aria-hidden="true" className="size-4 shrink-0" />
          Pronto para publicação
        </p>
      ) : (
        <div>
          <h3 ref={refPendencias} id="titulo-pendencias" tabIndex={-1} className="flex items-center gap-2 text-sm font-semibold text-amber-900 focus:outline-none dark:text-amber-200">
            <CircleAlert aria-hidden="true" className="size-4 shrink-0" />
            Pendências para publicação
          </h3>
          <ul aria-labelledby="titulo-pendencias" className="mt-1 list-disc space-y-1 pl-6 text-sm text-slate-800 dark:text-slate-200">
            {pendencias.map((p) => (
              <li key={p}>{p}</li>
            ))}
          </ul>
        </div>
      )}
    </section>
  );
}
