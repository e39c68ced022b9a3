/** Classes de Tailwind das telas da gestão de eventos: as comuns vêm de `#web/components/ui/classes.ts`. */

export { CLASSE_BOTAO_LISTA as CLASSE_BOTAO_LINHA, CLASSE_ENTRADA, CLASSE_LINK_PRIMARIO, CLASSE_PERIGO, CLASSE_ROTULO, CLASSE_TH } from '#web/components/ui/classes.ts';

/** Botões de filtro alternáveis (aria-pressed), como os da gestão de usuários. */
export const CLASSE_CHIP_FILTRO =
  'min-h-11 rounded-full border px-4 text-sm font-medium aria-pressed:border-escola-700 aria-pressed:bg-escola-700 aria-pressed:text-white ' +
  'border-slate-300 bg-white text-slate-800 hover:bg-slate-100 dark:border-slate-600 dark:bg-slate-900 dark:text-slate-100 dark:hover:bg-slate-800 ' +
  'dark:aria-pressed:border-escola-100 dark:aria-pressed:bg-escola-100 dark:aria-pressed:text-escola-900';

export const CLASSE_TD = 'px-3 py-3 align-top';
