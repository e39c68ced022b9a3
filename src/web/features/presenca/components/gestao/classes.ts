/** Classes de Tailwind das telas de presença: as comuns vêm de `#web/components/ui/classes.ts`; aqui ficam só as daqui. */

export { CLASSE_CHIP_FILTRO, CLASSE_ENTRADA, CLASSE_LINK_PRIMARIO, CLASSE_LINK_SECUNDARIO, CLASSE_LINK_TEXTO, CLASSE_ROTULO, CLASSE_TH } from '#web/components/ui/classes.ts';
