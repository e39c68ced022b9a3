/** Classes de Tailwind repetidas nas telas do teste do curso. */

/** Botão pequeno de linha (ações de cartões), com alvo de toque de 44 px. */
export const CLASSE_BOTAO_LINHA =
  'inline-flex min-h-11 min-w-11 items-center justify-center gap-1.5 rounded-lg border px-3 text-sm font-semibold ' +
  'border-slate-300 bg-white text-slate-800 hover:bg-slate-100 disabled:cursor-not-allowed disabled:opacity-60 dark:border-slate-600 dark:bg-slate-900 dark:text-slate-100 dark:hover:bg-slate-800';
export const CLASSE_PERIGO = 'border-red-300 text-red-800 hover:bg-red-50 dark:border-red-800 dark:text-red-200 dark:hover:bg-red-950';

/** Link com cara de botão primário ("Iniciar teste", "Avaliar o curso"). */
export const CLASSE_LINK_PRIMARIO =
  'inline-flex min-h-11 items-center justify-center gap-2 rounded-lg bg-escola-700 px-4 py-2 text-sm font-semibold text-white hover:bg-escola-800 focus-visible:outline-2 focus-visible:outline-offset-2';

/** Link com cara de botão secundário. */
export const CLASSE_LINK_SECUNDARIO =
  'inline-flex min-h-11 items-center justify-center gap-2 rounded-lg border border-slate-300 bg-white px-4 py-2 text-sm font-semibold text-slate-800 hover:bg-slate-100 ' +
  'dark:border-slate-600 dark:bg-slate-900 dark:text-slate-100 dark:hover:bg-slate-800';

/** Link de texto (próximo passo dentro de um parágrafo ou estado vazio). */
export const CLASSE_LINK_TEXTO = 'inline-flex min-h-11 items-center font-semibold text-escola-700 underline underline-offset-4 dark:text-escola-100';

/** Campo de texto ou área de texto solto (fora de `Campo`). */
export const CLASSE_ENTRADA =
  'mt-1 block min-h-11 w-full rounded-lg border border-slate-300 bg-white px-3 py-2 text-base text-slate-900 shadow-sm placeholder:text-slate-500 ' +
  'aria-[invalid=true]:border-red-600 disabled:bg-slate-100 disabled:text-slate-500 dark:border-slate-600 dark:bg-slate-900 dark:text-slate-100 dark:placeholder:text-slate-400 dark:disabled:bg-slate-800';

export const CLASSE_CARTAO = 'rounded-xl border border-slate-200 bg-white p-4 shadow-sm dark:border-slate-800 dark:bg-slate-900';

/** Selo de situação: ícone e texto (a cor nunca é a única pista). */
export const CLASSE_SELO = 'inline-flex items-center gap-1 rounded-full px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap ring-1 ring-inset';
