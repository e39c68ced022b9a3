import type { ReactNode } from 'react';

/** Moldura das telas de acesso (login, cadastro, recuperação): marca, título e um cartão central. */
export function MolduraAuth({ titulo, subtitulo, largo, children }: { titulo: string; subtitulo?: string; largo?: boolean; children: ReactNode }) {
  return (
    <div className={`mx-auto w-full px-4 py-8 sm:py-12 ${largo ? 'max-w-5xl' : 'max-w-md'}`}>
      <p className="text-center text-sm font-semibold uppercase tracking-wide text-escola-700 dark:text-escola-100">Escola da Saúde</p>
      <h1 className="mt-1 text-center text-2xl font-bold text-escola-800 dark:text-escola-100">{titulo}</h1>
      {subtitulo && <p className="mt-2 text-center text-slate-600 dark:text-slate-300">{subtitulo}</p>}
      <div className="mt-6 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6 dark:border-slate-800 dark:bg-slate-900">{children}</div>
    </div>
  );
}
