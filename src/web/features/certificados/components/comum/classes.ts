/** Classes de Tailwind das telas de certificados: as comuns vêm de `#web/components/ui/classes.ts`; aqui ficam só as daqui. */
import { CLASSE_TR_CARTAO } from '#web/components/ui/classes.ts';

export { CLASSE_BOTAO_LINHA, CLASSE_BOTAO_PERIGO, CLASSE_CARTAO, CLASSE_CELULA, CLASSE_ENTRADA, CLASSE_LINK_PRIMARIO, CLASSE_LINK_SECUNDARIO, CLASSE_LINK_TEXTO, CLASSE_ROTULO, CLASSE_ROTULO_MOVEL, CLASSE_SELO } from '#web/components/ui/classes.ts';

/** Título de seção (h2) das páginas. */
export const CLASSE_H2 = 'text-lg font-bold text-escola-800 dark:text-escola-100';

/** Linha da tabela (cartão de duas colunas no celular). */
export const CLASSE_TR = `grid grid-cols-2 gap-x-3 gap-y-1 ${CLASSE_TR_CARTAO}`;
