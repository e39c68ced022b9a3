/** Links com cara de botão (as mesmas classes do `Botao`) e link de texto, para as telas de presença. */
const BASE = 'inline-flex min-h-11 items-center justify-center gap-2 rounded-lg px-4 py-2 text-sm font-semibold transition-colors';
export const LINK_PRIMARIO = `${BASE} bg-escola-700 text-white hover:bg-escola-800`;
export const LINK_SECUNDARIO = `${BASE} border border-slate-300 bg-white text-slate-800 hover:bg-slate-100 dark:border-slate-600 dark:bg-slate-900 dark:text-slate-100 dark:hover:bg-slate-800`;
export const LINK_TEXTO = 'inline-flex min-h-11 items-center font-semibold text-escola-700 underline underline-offset-4 dark:text-escola-100';
