/** Classes de Tailwind das telas de salas: as comuns vêm de `#web/components/ui/classes.ts`; aqui ficam só as daqui. */
import { CLASSE_BOTAO_PEQUENO, CLASSE_TR_CARTAO } from '#web/components/ui/classes.ts';

export { CLASSE_BOTAO_LINHA, CLASSE_BOTAO_PERIGO, CLASSE_CARTAO, CLASSE_CELULA, CLASSE_ENTRADA, CLASSE_LINK_TEXTO, CLASSE_ROTULO_MOVEL, CLASSE_SELO, CLASSE_TITULO_SECAO as CLASSE_H2 } from '#web/components/ui/classes.ts';

export const CLASSE_BOTAO_PRIMARIO = `${CLASSE_BOTAO_PEQUENO} whitespace-nowrap border-escola-700 bg-escola-700 text-white hover:bg-escola-800`;

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

/** Linha da tabela (cartão de uma coluna no celular). */
export const CLASSE_TR = `grid gap-x-3 gap-y-1.5 ${CLASSE_TR_CARTAO}`;
