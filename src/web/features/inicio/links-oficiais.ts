/**
 * A marca da interface (SPEC §1). Site, redes sociais e contato da Escola não moram mais aqui: são dados
 * da instituição, configurados pela administração (`lib/dados/instituicao.ts`, decisão 019).
 */
export const NOME_ESCOLA = 'Escola da Saúde';
