import { Plus } from 'lucide-react';
import type { ReactNode } from 'react';

export interface Pergunta {
  pergunta: string;
  resposta: ReactNode;
}

/** Sanfona de perguntas com <details>/<summary>: abre com teclado (Enter/Espaço) sem JavaScript. */
export function PerguntasFrequentes({ perguntas }: { perguntas: Pergunta[] }) {
  return (
    <div className="divide-y divide-slate-200 rounded-xl border border-slate-200 bg-white dark:divide-slate-800 dark:border-slate-800 dark:bg-slate-900">
      {perguntas.map((p) => (
        <details key={p.pergunta} className="group">
          <summary className="flex min-h-11 cursor-pointer list-none items-center justify-between gap-3 px-4 py-3 font-semibold text-slate-900 marker:hidden hover:bg-slate-50 dark:text-slate-100 dark:hover:bg-slate-800 [&::-webkit-details-marker]:hidden">
            <span>{p.pergunta}</span>
            <Plus aria-hidden="true" className="size-5 shrink-0 text-escola-700 transition-transform group-open:rotate-45 motion-reduce:transition-none dark:text-escola-100" />
          </summary>
          <div className="px-4 pb-4 text-slate-700 dark:text-slate-200">{p.resposta}</div>
        </details>
      ))}
    </div>
  );
}
