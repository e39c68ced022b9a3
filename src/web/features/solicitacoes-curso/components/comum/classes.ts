/** Classes de Tailwind repetidas nas telas de solicitações e planejamento. */

/** Campo solto (fora de `Campo`): texto, seleção, área de texto. */
export const CLASSE_ENTRADA =
  'mt-1 block min-h-11 w-full rounded-lg border border-slate-300 bg-white px-3 py-2 text-base text-slate-900 shadow-sm placeholder:text-slate-500 ' +
  'aria-[invalid=true]:border-red-600 disabled:bg-slate-100 dark:border-slate-600 dark:bg-slate-900 dark:text-slate-100 dark:placeholder:text-slate-400 dark:disabled:bg-slate-800';

export const CLASSE_ROTULO = 'block text-sm font-medium text-slate-800 dark:text-slate-200';

/** Botão pequeno de linha (remover, repetir), com alvo de toque de 44 px. */
export const CLASSE_BOTAO_LINHA =
  'inline-flex min-h-11 min-w-11 items-center justify-center gap-1.5 rounded-lg border px-3 text-sm font-semibold ' +
  'border-slate-300 bg-white text-slate-800 hover:bg-slate-100 disabled:cursor-not-allowed disabled:opacity-60 dark:border-slate-600 dark:bg-slate-900 dark:text-slate-100 dark:hover:bg-slate-800';
export const CLASSE_PERIGO = 'border-red-300 text-red-800 hover:bg-red-50 dark:border-red-800 dark:text-red-200 dark:hover:bg-red-950';

/** Link com cara de botão secundário. */
export const CLASSE_LINK_BOTAO =
  'inline-flex min-h-11 items-center justify-center gap-2 rounded-lg border border-slate-300 bg-white px-4 py-2 text-sm font-semibold text-slate-800 hover:bg-slate-100 ' +
  'dark:border-slate-600 dark:bg-slate-900 dark:text-slate-100 dark:hover:bg-slate-800';

/** Link de texto. */
export const CLASSE_LINK = 'font-semibold text-escola-700 underline underline-offset-4 dark:text-escola-100';

export const CLASSE_TITULO_SECAO = 'text-xl font-bold text-escola-800 dark:text-escola-100';
