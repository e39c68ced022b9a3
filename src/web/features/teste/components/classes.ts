/** Classes de Tailwind das telas do teste do curso: as comuns vêm de `#web/components/ui/classes.ts`. */

export {
  CLASSE_BOTAO_LINHA,
  CLASSE_CARTAO,
  CLASSE_ENTRADA_DESLIGAVEL as CLASSE_ENTRADA,
  CLASSE_LINK_PRIMARIO,
  CLASSE_LINK_SECUNDARIO,
  CLASSE_LINK_TEXTO,
  CLASSE_PERIGO,
  CLASSE_SELO,
} from '#web/components/ui/classes.ts';
