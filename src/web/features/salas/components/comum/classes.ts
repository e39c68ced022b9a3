/** Classes de Tailwind repetidas nas telas de salas (alvos de 44 px, foco visível, modo escuro). */

export const CLASSE_CARTAO = 'rounded-xl border border-slate-200 bg-white p-4 shadow-sm dark:border-slate-800 dark:bg-slate-900';

/** Título de seção (h2) das páginas. */
export const CLASSE_H2 = 'text-xl font-bold text-escola-800 dark:text-escola-100';

/** Selo (situação, tipo): ícone e texto, a cor nunca é a única pista. */
export const CLASSE_SELO = 'inline-flex items-center gap-1 rounded-full px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap ring-1 ring-inset';

/** Botão pequeno das linhas e cartões: o neutro e o de perigo. */
const BOTAO_LINHA =
  'inline-flex min-h-11 min-w-11 items-center justify-center gap-1.5 rounded-lg border px-3 text-sm font-semibold whitespace-nowrap ' +
  'disabled:cursor-not-allowed disabled:opacity-60';
export const CLASSE_BOTAO_LINHA = `${BOTAO_LINHA} border-slate-300 bg-white text-slate-800 hover:bg-slate-100 dark:border-slate-600 dark:bg-slate-900 dark:text-slate-100 dark:hover:bg-slate-800`;
export const CLASSE_BOTAO_PRIMARIO = `${BOTAO_LINHA} border-escola-700 bg-escola-700 text-white hover:bg-escola-800`;
export const CLASSE_BOTAO_PERIGO = `${BOTAO_LINHA} border-red-300 bg-white text-red-800 hover:bg-red-50 dark:border-red-800 dark:bg-slate-900 dark:text-red-200 dark:hover:bg-red-950`;

/** Link de texto (próximo passo num parágrafo ou estado vazio). */
export const CLASSE_LINK_TEXTO = 'inline-flex min-h-11 items-center gap-1.5 font-semibold text-escola-700 underline underline-offset-4 dark:text-escola-100';

/** Campo solto (textarea, caixas) fora de `Campo`. */
export const CLASSE_ENTRADA =
  'mt-1 block min-h-11 w-full rounded-lg border border-slate-300 bg-white px-3 py-2 text-base text-slate-900 shadow-sm ' +
  'aria-[invalid=true]:border-red-600 dark:border-slate-600 dark:bg-slate-900 dark:text-slate-100';

/** Caixa de marcar com alvo de 44 px (o rótulo inteiro é clicável). */
export const CLASSE_OPCAO = 'flex min-h-11 cursor-pointer items-center gap-2 text-sm text-slate-800 dark:text-slate-200';
export const CLASSE_CAIXA = 'size-5 shrink-0 accent-escola-700';

/** Aviso neutro (informação dentro de um cartão ou diálogo). */
export const CLASSE_AVISO = 'flex items-start gap-2 rounded-lg bg-slate-50 p-3 text-sm text-slate-800 dark:bg-slate-800 dark:text-slate-100';
/** Aviso de atenção (âmbar). */
export const CLASSE_ATENCAO =
  'flex items-start gap-2 rounded-lg border border-amber-300 bg-amber-50 p-3 text-sm text-amber-950 dark:border-amber-800 dark:bg-amber-950 dark:text-amber-100';
/** Resultado que deu certo (verde). */
export const CLASSE_SUCESSO =
  'flex items-start gap-2 rounded-lg border border-emerald-300 bg-emerald-50 p-3 text-sm text-emerald-950 dark:border-emerald-800 dark:bg-emerald-950 dark:text-emerald-100';

/**
 * Tabela a partir de 1024 px; abaixo, cada linha vira um cartão (os papéis ARIA mantêm a semântica de tabela).
 */
export const CLASSE_MOLDURA_TABELA =
  'lg:overflow-hidden lg:rounded-xl lg:border lg:border-slate-200 lg:bg-white lg:shadow-sm dark:lg:border-slate-800 dark:lg:bg-slate-900';
export const CLASSE_TABELA = 'block w-full text-sm lg:table';
export const CLASSE_THEAD = 'sr-only lg:not-sr-only lg:table-header-group lg:bg-slate-50 dark:lg:bg-slate-800';
export const CLASSE_TBODY = 'grid gap-3 lg:table-row-group';
export const CLASSE_TR =
  'grid gap-x-3 gap-y-1.5 rounded-xl border border-slate-200 bg-white p-3 shadow-sm lg:table-row lg:rounded-none lg:border-x-0 lg:border-t-0 lg:border-b lg:p-0 lg:shadow-none ' +
  'lg:border-slate-100 lg:last:border-b-0 dark:border-slate-800 dark:bg-slate-900 dark:lg:border-slate-800';
export const CLASSE_TH = 'px-3 py-2 text-left text-xs font-semibold uppercase tracking-wide text-slate-700 dark:text-slate-300';
export const CLASSE_CELULA = 'block lg:table-cell lg:px-3 lg:py-3 lg:align-top';
/** Rótulo de cada célula no cartão do celular (a tabela larga tem o cabeçalho). */
export const CLASSE_ROTULO_MOVEL = 'mr-1 text-xs font-semibold text-slate-600 lg:hidden dark:text-slate-400';
