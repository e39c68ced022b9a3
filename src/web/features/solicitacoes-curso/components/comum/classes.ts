/** Classes de Tailwind das telas de solicitações e planejamento: as comuns vêm de `#web/components/ui/classes.ts`. */

export { CLASSE_BOTAO_LISTA as CLASSE_BOTAO_LINHA, CLASSE_ENTRADA_DESLIGAVEL as CLASSE_ENTRADA, CLASSE_LINK_SECUNDARIO as CLASSE_LINK_BOTAO, CLASSE_PERIGO, CLASSE_ROTULO, CLASSE_TITULO_SECAO } from '#web/components/ui/classes.ts';

/** Link de texto. */
export const CLASSE_LINK = 'font-semibold text-escola-700 underline underline-offset-4 dark:text-escola-100';
