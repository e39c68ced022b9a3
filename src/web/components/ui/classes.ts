/**
 * Classes de Tailwind usadas por mais de uma feature (alvos de 44 px, foco visível, modo escuro). O `classes.ts`
 * de cada feature reexporta daqui o que usa e guarda ali só o que é dela.
 */

export const CLASSE_CARTAO = 'rounded-xl border border-slate-200 bg-white p-4 shadow-sm dark:border-slate-800 dark:bg-slate-900';

/** Título de seção (h2) das páginas. */
export const CLASSE_TITULO_SECAO = 'text-xl font-bold text-escola-800 dark:text-escola-100';

/** Selo (situação, tipo): ícone e texto, a cor nunca é a única pista. */
export const CLASSE_SELO = 'inline-flex items-center gap-1 rounded-full px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap ring-1 ring-inset';

/** Botão pequeno (remover, repetir, ações de uma linha), com alvo de toque de 44 px: só a forma, sem as cores. */
export const CLASSE_BOTAO_PEQUENO = 'inline-flex min-h-11 min-w-11 items-center justify-center gap-1.5 rounded-lg border px-3 text-sm font-semibold disabled:cursor-not-allowed disabled:opacity-60';
const CORES_NEUTRO = 'border-slate-300 bg-white text-slate-800 hover:bg-slate-100 dark:border-slate-600 dark:bg-slate-900 dark:text-slate-100 dark:hover:bg-slate-800';
/** Nas listas dos formulários (datas, palestrantes) o rótulo do botão pode quebrar no celular. */
export const CLASSE_BOTAO_LISTA = `${CLASSE_BOTAO_PEQUENO} ${CORES_NEUTRO}`;
/** Cores de perigo por cima de `CLASSE_BOTAO_LISTA` ("Remover"). */
export const CLASSE_PERIGO = 'border-red-300 text-red-800 hover:bg-red-50 dark:border-red-800 dark:text-red-200 dark:hover:bg-red-950';
/**
 * Nas linhas de tabela e nos cartões o rótulo não quebra: o neutro e o de perigo (cores próprias, e não uma
 * sobreposição às do neutro).
 */
export const CLASSE_BOTAO_LINHA = `${CLASSE_BOTAO_PEQUENO} whitespace-nowrap ${CORES_NEUTRO}`;
export const CLASSE_BOTAO_PERIGO =
  `${CLASSE_BOTAO_PEQUENO} whitespace-nowrap border-red-300 bg-white text-red-800 hover:bg-red-50 dark:border-red-800 dark:bg-slate-900 dark:text-red-200 dark:hover:bg-red-950`;

/** Link com cara de botão primário e secundário (o anel de foco é o `:focus-visible` global do index.css). */
export const CLASSE_LINK_PRIMARIO =
  'inline-flex min-h-11 items-center justify-center gap-2 rounded-lg bg-escola-700 px-4 py-2 text-sm font-semibold text-white hover:bg-escola-800 ' +
  'dark:bg-escola-100 dark:text-escola-900 dark:hover:bg-white';
export const CLASSE_LINK_SECUNDARIO =
  'inline-flex min-h-11 items-center justify-center gap-2 rounded-lg border border-slate-300 bg-white px-4 py-2 text-sm font-semibold text-slate-800 hover:bg-slate-100 ' +
  'dark:border-slate-600 dark:bg-slate-900 dark:text-slate-100 dark:hover:bg-slate-800';

/** Link de texto (próximo passo num parágrafo ou estado vazio). */
export const CLASSE_LINK_TEXTO = 'inline-flex min-h-11 items-center gap-1.5 font-semibold text-escola-700 underline underline-offset-4 dark:text-escola-100';

/** Botões de filtro alternáveis (aria-pressed): gestão de eventos, de usuários e de presença. */
export const CLASSE_CHIP_FILTRO =
  'min-h-11 rounded-full border px-4 text-sm font-medium aria-pressed:border-escola-700 aria-pressed:bg-escola-700 aria-pressed:text-white ' +
  'border-slate-300 bg-white text-slate-800 hover:bg-slate-100 dark:border-slate-600 dark:bg-slate-900 dark:text-slate-100 dark:hover:bg-slate-800 ' +
  'dark:aria-pressed:border-escola-100 dark:aria-pressed:bg-escola-100 dark:aria-pressed:text-escola-900';

/** Campo solto (busca, filtros, área de texto) fora de `Campo`, e o rótulo dele. */
export const CLASSE_ENTRADA =
  'mt-1 block min-h-11 w-full rounded-lg border border-slate-300 bg-white px-3 py-2 text-base text-slate-900 shadow-sm placeholder:text-slate-500 ' +
  'aria-[invalid=true]:border-red-600 dark:border-slate-600 dark:bg-slate-900 dark:text-slate-100 dark:placeholder:text-slate-400';
/** O mesmo campo, acinzentado quando desligado (busca de pessoas e nomes de uma lista que chegou ao limite). */
export const CLASSE_ENTRADA_DESLIGAVEL = `${CLASSE_ENTRADA} disabled:bg-slate-100 disabled:text-slate-500 dark:disabled:bg-slate-800`;
export const CLASSE_ROTULO = 'block text-sm font-medium text-slate-800 dark:text-slate-200';

/**
 * Linhas e células das tabelas de `tabela.tsx` (a casca: moldura, cabeçalho e corpo). Em `TabelaCartoes` cada
 * linha vira um cartão abaixo de 1024 px: a linha leva `CLASSE_TR_CARTAO` (ou `CLASSE_TR_CARTAO_MARCADA`) mais a
 * grade do cartão, e as células `CLASSE_CELULA`, com o rótulo `CLASSE_ROTULO_MOVEL` no celular.
 */
const CARTAO_ATE_LG =
  'rounded-xl border p-4 shadow-sm lg:rounded-none lg:border-x-0 lg:border-t-0 lg:border-b lg:p-0 lg:shadow-none lg:last:border-b-0 ' +
  'lg:border-slate-100 dark:lg:border-slate-800';
const CORES_CARTAO = 'border-slate-200 bg-white dark:border-slate-800 dark:bg-slate-900';
export const CLASSE_TR_CARTAO = `lg:table-row ${CARTAO_ATE_LG} ${CORES_CARTAO}`;
/** A linha escolhida (selecionada, aberta): borda e fundo da marca no cartão, fundo na tabela. */
export const CLASSE_TR_CARTAO_MARCADA = `lg:table-row ${CARTAO_ATE_LG} border-escola-700 bg-escola-50 dark:border-escola-100 dark:bg-slate-800`;
/** Com `<TabelaCartoes corpos>` o cartão é o `tbody` de cada item (a linha e a do detalhe que ela abre). */
export const CLASSE_TBODY_CARTAO = `block lg:table-row-group ${CARTAO_ATE_LG} ${CORES_CARTAO}`;
export const CLASSE_CELULA = 'block lg:table-cell lg:px-3 lg:py-3 lg:align-top';
/** Rótulo de cada célula no cartão do celular (a tabela larga tem o cabeçalho). */
export const CLASSE_ROTULO_MOVEL = 'mr-1 text-xs font-semibold text-slate-600 lg:hidden dark:text-slate-400';
/** Célula de `TabelaLarga` (e de tabelas que são só tabela). */
export const CLASSE_TD = 'px-3 py-3 align-top';
/** Cabeçalho de coluna; o alinhamento vem à parte (`text-left`, ou `text-right` nas colunas de números). */
export const CLASSE_TH = 'px-3 py-2 text-xs font-semibold uppercase tracking-wide text-slate-700 dark:text-slate-300';
