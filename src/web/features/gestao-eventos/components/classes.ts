/** Classes de Tailwind repetidas nas telas da gestão de eventos. */

/** Botões de filtro alternáveis (aria-pressed), como os da gestão de usuários. */
export const CLASSE_CHIP_FILTRO =
  'min-h-11 rounded-full border px-4 text-sm font-medium aria-pressed:border-escola-700 aria-pressed:bg-escola-700 aria-pressed:text-white ' +
  'border-slate-300 bg-white text-slate-800 hover:bg-slate-100 dark:border-slate-600 dark:bg-slate-900 dark:text-slate-100 dark:hover:bg-slate-800 ' +
  'dark:aria-pressed:border-escola-100 dark:aria-pressed:bg-escola-100 dark:aria-pressed:text-escola-900';

/** Campo de texto ou seleção solto (fora de `Campo`). */
export const CLASSE_ENTRADA =
  'mt-1 block min-h-11 w-full rounded-lg border border-slate-300 bg-white px-3 py-2 text-base text-slate-900 shadow-sm placeholder:text-slate-500 ' +
  'aria-[invalid=true]:border-red-600 dark:border-slate-600 dark:bg-slate-900 dark:text-slate-100 dark:placeholder:text-slate-400';

export const CLASSE_ROTULO = 'block text-sm font-medium text-slate-800 dark:text-slate-200';

/** Botão pequeno de linha (ações de tabela e cartões), com alvo de toque de 44 px. */
export const CLASSE_BOTAO_LINHA =
  'inline-flex min-h-11 min-w-11 items-center justify-center gap-1.5 rounded-lg border px-3 text-sm font-semibold ' +
  'border-slate-300 bg-white text-slate-800 hover:bg-slate-100 disabled:cursor-not-allowed disabled:opacity-60 dark:border-slate-600 dark:bg-slate-900 dark:text-slate-100 dark:hover:bg-slate-800';
export const CLASSE_PERIGO = 'border-red-300 text-red-800 hover:bg-red-50 dark:border-red-800 dark:text-red-200 dark:hover:bg-red-950';

export const CLASSE_TH = 'px-3 py-2 text-left text-xs font-semibold uppercase tracking-wide text-slate-700 dark:text-slate-300';
export const CLASSE_TD = 'px-3 py-3 align-top';

/** Link com cara de botão primário ("Criar evento"). */
export const CLASSE_LINK_PRIMARIO =
  'inline-flex min-h-11 items-center justify-center gap-2 rounded-lg bg-escola-700 px-4 py-2 text-sm font-semibold text-white hover:bg-escola-800';
