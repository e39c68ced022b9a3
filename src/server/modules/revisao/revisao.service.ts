/**
 * A revisão dos trabalhos (issue 20, segunda metade; decisão 022). As operações moram por assunto:
 * `avaliador.ts` (quem avalia: linhas, lances, pareceres), `atribuicoes.ts` (à mão, automática, troca,
 * revogação), `notas.ts` (parte de cada parecer, notas, divergência, terceiro avaliador), `decisoes.ts`
 * (decisão, caixa de saída, liberação, o resultado do autor), `painel.ts` (painel, ranking, avaliação de
 * um trabalho), `exportacao.ts` (CSV e XLSX) e `encerramento.ts` (fecha a chamada e emite os
 * certificados). Este arquivo é a porta para os outros módulos.
 */
export { atribuicaoAutomatica, atribuir, avaliadoresDaChamada, revogar, substituir } from './atribuicoes.ts';
export { declararLinhas, marcarLance, minhasAtribuicoes, minhasChamadas, obterParecer, salvarParecer, trabalhosParaLance } from './avaliador.ts';
export { decidir, liberarDecisoes, previaDasDecisoes, resultadoDoAutor } from './decisoes.ts';
export { encerrar } from './encerramento.ts';
export { exportarRanking } from './exportacao.ts';
export { recalcularNotasDaChamada } from './notas.ts';
export { avaliacaoDoTrabalho, painel, ranking } from './painel.ts';
