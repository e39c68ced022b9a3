import type { ReactNode } from 'react';

/** Seção de página de texto (sobre, privacidade, manual): título h2 com âncora e parágrafos. */
export function SecaoTexto({ id, titulo, children }: { id?: string; titulo: string; children: ReactNode }) {
  return (
    <section id={id} aria-labelledby={id ? `${id}-titulo` : undefined} className="scroll-mt-20 space-y-3 break-inside-avoid">
      <h2 id={id ? `${id}-titulo` : undefined} className="text-xl font-bold text-escola-800 dark:text-escola-100">
        {titulo}
      </h2>
      <div className="space-y-3 leading-relaxed text-slate-700 dark:text-slate-200 [&_li]:ml-5 [&_ul]:list-disc [&_ul]:space-y-1">{children}</div>
    </section>
  );
}
