/** Classes de Tailwind repetidas nas telas de presença (alvos de toque de 44 px, modo escuro). */

/** Botões de filtro alternáveis (aria-pressed). */
export const CLASSE_CHIP_FILTRO =
  'min-h-11 rounded-full border px-4 text-sm font-medium aria-pressed:border-escola-700 aria-pressed:bg-escola-700 aria-pressed:text-white ' +
  'border-slate-300 bg-white text-slate-800 hover:bg-slate-100 dark:border-slate-600 dark:bg-slate-900 dark:text-slate-100 dark:hover:bg-slate-800 ' +
  'dark:aria-pressed:border-escola-100 dark:aria-pressed:bg-escola-100 dark:aria-pressed:text-escola-900';

export const CLASSE_ENTRADA =
  'block min-h-11 w-full rounded-lg border border-slate-300 bg-white px-3 py-2 text-base text-slate-900 shadow-sm placeholder:text-slate-500 ' +
  'aria-[invalid=true]:border-red-600 dark:border-slate-600 dark:bg-slate-900 dark:text-slate-100 dark:placeholder:text-slate-400';

export const CLASSE_ROTULO = 'block text-sm font-medium text-slate-800 dark:text-slate-200';

/** Link com cara de botão primário. */
export const CLASSE_LINK_PRIMARIO =
  'inline-flex min-h-11 items-center justify-center gap-2 rounded-lg bg-escola-700 px-4 py-2 text-sm font-semibold text-white hover:bg-escola-800 ' +
  'dark:bg-escola-100 dark:text-escola-900 dark:hover:bg-white';

/** Link com cara de botão secundário. */
export const CLASSE_LINK_SECUNDARIO =
  'inline-flex min-h-11 items-center justify-center gap-2 rounded-lg border border-slate-300 bg-white px-4 py-2 text-sm font-semibold text-slate-800 hover:bg-slate-100 ' +
  'dark:border-slate-600 dark:bg-slate-900 dark:text-slate-100 dark:hover:bg-slate-800';

/** Link de texto (próximo passo de estados vazios e de erro). */
export const CLASSE_LINK_TEXTO = 'inline-flex min-h-11 items-center gap-2 font-semibold text-escola-700 underline underline-offset-4 dark:text-escola-100';

export const CLASSE_TH = 'px-3 py-2 text-left text-xs font-semibold uppercase tracking-wide text-slate-700 dark:text-slate-300';
