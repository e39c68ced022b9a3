/** Classes de Tailwind das telas da gestão de eventos: as comuns vêm de `#web/components/ui/classes.ts`. */

export { CLASSE_BOTAO_LISTA as CLASSE_BOTAO_LINHA, CLASSE_CHIP_FILTRO, CLASSE_ENTRADA, CLASSE_LINK_PRIMARIO, CLASSE_PERIGO, CLASSE_ROTULO, CLASSE_TH } from '#web/components/ui/classes.ts';


export const CLASSE_TD = 'px-3 py-3 align-top';
