/**
 * Avaliação do curso (DESIGN §5; issue 8): escala, critérios e a ordem das condições para avaliar, uma
 * implementação só para o servidor e as telas. Uma avaliação por pessoa e turma.
 */
import type { TipoEvento } from './eventos.ts';

/** Escala do sistema: rótulo e valor (10/8/6/4/2). */
export const ESCALA = [
  { chave: 'otimo', rotulo: 'Ótimo', valor: 10 },
  { chave: 'bom', rotulo: 'Bom', valor: 8 },
  { chave: 'regular', rotulo: 'Regular', valor: 6 },
  { chave: 'ruim', rotulo: 'Ruim', valor: 4 },
  { chave: 'pessimo', rotulo: 'Péssimo', valor: 2 },
] as const;
export type ChaveNota = (typeof ESCALA)[number]['chave'];
export const VALORES_DA_ESCALA: readonly number[] = ESCALA.map((e) => e.valor);
export const valorDaNota = (chave: ChaveNota): number => ESCALA.find((e) => e.chave === chave)!.valor;
export const rotuloDoValor = (valor: number): string => ESCALA.find((e) => e.valor === valor)?.rotulo ?? '—';

export interface Criterio {
  chave: string;
  rotulo: string;
  obrigatorio: boolean;
  /** Só em eventos destes tipos (ausente: em todos). */
  tipos?: readonly TipoEvento[];
}

/** Os critérios do sistema anterior, na ordem do formulário: 12 obrigatórios e 4 dos congressos e simpósios. */
export const CRITERIOS: readonly Criterio[] = [
  { chave: 'divulgacao_evento', rotulo: 'Divulgação do evento', obrigatorio: true },
  { chave: 'recepcao', rotulo: 'Recepção', obrigatorio: true },
  { chave: 'credenciamento', rotulo: 'Credenciamento', obrigatorio: true },
  { chave: 'material_apoio', rotulo: 'Material de apoio', obrigatorio: true },
  { chave: 'pontualidade', rotulo: 'Pontualidade', obrigatorio: true },
  { chave: 'sinalizacao_local', rotulo: 'Sinalização do local', obrigatorio: true },
  { chave: 'conteudo_temas', rotulo: 'Conteúdo / Temas', obrigatorio: true },
  { chave: 'desempenho_instrutor', rotulo: 'Desempenho do instrutor', obrigatorio: true },
  { chave: 'estrutura_local', rotulo: 'Estrutura do local', obrigatorio: true },
  { chave: 'acessibilidade', rotulo: 'Acessibilidade', obrigatorio: true },
  { chave: 'limpeza', rotulo: 'Limpeza', obrigatorio: true },
  { chave: 'inscricao_online', rotulo: 'Inscrição online', obrigatorio: true },
  { chave: 'exposicao_trabalhos', rotulo: 'Exposição de trabalhos', obrigatorio: false, tipos: ['Congresso', 'Simpósio'] },
  { chave: 'apresentacao_oral_mostra', rotulo: 'Apresentação oral na mostra', obrigatorio: false, tipos: ['Congresso'] },
  { chave: 'apresentacao_tcrs', rotulo: 'Apresentação dos TCRs', obrigatorio: false, tipos: ['Congresso'] },
  { chave: 'oficinas', rotulo: 'Oficinas', obrigatorio: false, tipos: ['Congresso'] },
];
export type ChaveCriterio = (typeof CRITERIOS)[number]['chave'];

/** Critérios do formulário de um evento deste tipo. */
export const criteriosDoTipo = (tipo: TipoEvento): Criterio[] => CRITERIOS.filter((c) => !c.tipos || c.tipos.includes(tipo));

/** Campos de texto livre (opcionais), com o limite de cada um. */
export const TEXTOS_LIVRES = [
  { chave: 'gostou_mais', rotulo: 'O que você mais gostou?' },
  { chave: 'sugestoes_melhoria', rotulo: 'Sugestões de melhoria' },
  { chave: 'comentarios_finais', rotulo: 'Comentários finais' },
] as const;
export const MAXIMO_TEXTO_LIVRE = 4000;

/**
 * Mínimo de avaliações de uma turma para o instrutor ver médias, distribuição das notas e comentários.
 * Com 1 ou 2 respostas, quem ministrou a turma consegue saber quem disse o quê; abaixo do mínimo ele vê
 * só as contagens (aptos, respostas, taxa). A administração não tem esse limite.
 */
export const MINIMO_DE_RESPOSTAS_PARA_DETALHES = 3;

/**
 * Se os detalhes de uma ou mais turmas somadas ficam ocultos para o instrutor: basta uma delas ter
 * respostas abaixo do mínimo (sem resposta alguma não há o que ocultar). Olhar turma a turma, e não só
 * o total, impede deduzir as notas da turma pequena subtraindo da soma as das outras turmas.
 */
export const detalhesOcultosParaInstrutor = (respostasPorTurma: readonly number[]): boolean =>
  respostasPorTurma.some((n) => n > 0 && n < MINIMO_DE_RESPOSTAS_PARA_DETALHES);

export type RecusaDeAvaliacao =
  | 'NAO_INSCRITO'
  | 'TURMA_NAO_ENCERRADA'
  | 'FREQUENCIA_INSUFICIENTE'
  | 'TESTE_PENDENTE'
  | 'JA_AVALIADA';

export interface SituacaoParaAvaliar {
  inscrito: boolean;
  turmaEncerrada: boolean;
  frequenciaAtingida: boolean;
  /** Há teste obrigatório publicado e a pessoa ainda não foi aprovada. */
  testePendente: boolean;
  jaAvaliou: boolean;
}

/** A primeira condição que falta para avaliar, com a mensagem; nula quando pode avaliar. */
export function recusaDeAvaliacao(s: SituacaoParaAvaliar): { codigo: RecusaDeAvaliacao; mensagem: string } | null {
  if (!s.inscrito) return { codigo: 'NAO_INSCRITO', mensagem: 'Você não está inscrito nesta turma.' };
  if (s.jaAvaliou) return { codigo: 'JA_AVALIADA', mensagem: 'Você já avaliou esta turma.' };
  if (!s.turmaEncerrada) return { codigo: 'TURMA_NAO_ENCERRADA', mensagem: 'A avaliação só fica disponível após o encerramento da turma.' };
  if (!s.frequenciaAtingida) return { codigo: 'FREQUENCIA_INSUFICIENTE', mensagem: 'Você ainda não atingiu a frequência mínima de 75% para avaliar.' };
  if (s.testePendente) return { codigo: 'TESTE_PENDENTE', mensagem: 'Faça e seja aprovado no teste do curso antes de avaliar.' };
  return null;
}

/** Média (0–10, uma casa) das notas dadas; nula sem notas. */
export function media(valores: readonly (number | null | undefined)[]): number | null {
  const dados = valores.filter((v): v is number => typeof v === 'number');
  if (dados.length === 0) return null;
  return Math.round((dados.reduce((a, b) => a + b, 0) / dados.length) * 10) / 10;
}
