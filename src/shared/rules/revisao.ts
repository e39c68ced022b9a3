/**
 * Regras da revisão dos trabalhos (issue 20, segunda metade; decisão 022): quem avalia, conflitos de
 * interesse, a nota de um parecer e a do trabalho, a divergência, a ordem do ranking e as mensagens.
 * Uma implementação só, para o servidor (que decide) e para as telas (que mostram o mesmo).
 */
import { instanteDoHorario, prazoEncerrado, type TipoAvaliacao } from './chamadas.ts';

/* ------------------------------------------------------------------ quem avalia */

/**
 * Quem avalia trabalhos: instrutores e administradores (como o sistema anterior, que aceitava
 * organizadores e administradores; "avaliador" não é um perfil, é uma atribuição).
 */
export const PERFIS_AVALIADORES = ['instrutor', 'administrador'] as const;
export const podeSerAvaliador = (perfis: readonly string[]): boolean => PERFIS_AVALIADORES.some((p) => perfis.includes(p));

/* ------------------------------------------------------------------ conflitos de interesse */

/**
 * Por que uma pessoa não pode avaliar um trabalho. Conferidos nesta ordem: é o autor; é coautor com
 * conta; tem o e-mail de um coautor; tem o CPF de um coautor; é da unidade de um dos autores (só quando
 * a chamada liga `conflito_unidade`).
 */
export const MOTIVOS_CONFLITO = ['autor', 'coautor', 'coautor_email', 'coautor_cpf', 'unidade'] as const;
export type MotivoConflito = (typeof MOTIVOS_CONFLITO)[number];

export interface PessoaQueAvalia {
  id: number;
  /** Minúsculo, como o cadastro guarda. */
  email: string;
  /** 11 dígitos. */
  cpf: string | null;
  unidadeId: number | null;
}

export interface AutoriaDoTrabalho {
  autorId: number;
  /** Unidade do cadastro do autor. */
  autorUnidadeId: number | null;
  coautores: readonly {
    usuarioId: number | null;
    email: string;
    cpf: string | null;
    /** A unidade informada no trabalho. */
    unidadeId: number | null;
    /** A unidade do cadastro, quando o coautor tem conta. */
    contaUnidadeId?: number | null;
  }[];
}

/** O primeiro conflito de interesse entre a pessoa e o trabalho, ou nulo se ela pode avaliá-lo. */
export function conflitoDeInteresse(p: PessoaQueAvalia, t: AutoriaDoTrabalho, conflitoUnidade: boolean): MotivoConflito | null {
  if (p.id === t.autorId) return 'autor';
  if (t.coautores.some((c) => c.usuarioId === p.id)) return 'coautor';
  const email = p.email.toLowerCase();
  if (t.coautores.some((c) => c.email.toLowerCase() === email)) return 'coautor_email';
  if (p.cpf && t.coautores.some((c) => c.cpf === p.cpf)) return 'coautor_cpf';
  if (conflitoUnidade && p.unidadeId !== null) {
    const unidades = [t.autorUnidadeId, ...t.coautores.flatMap((c) => [c.unidadeId, c.contaUnidadeId ?? null])];
    if (unidades.includes(p.unidadeId)) return 'unidade';
  }
  return null;
}

/** A recusa de uma atribuição com conflito, com o motivo (para a administração, que vê os nomes). */
export function mensagemDeConflito(nome: string, motivo: MotivoConflito): string {
  const porque: Record<MotivoConflito, string> = {
    autor: `${nome} é autor(a) do trabalho`,
    coautor: `${nome} é coautor(a) do trabalho`,
    coautor_email: `o e-mail de ${nome} é o de um coautor do trabalho`,
    coautor_cpf: `o CPF de ${nome} é o de um coautor do trabalho`,
    unidade: `${nome} é da unidade de um dos autores, e esta chamada não permite`,
  };
  return `Conflito de interesse: ${porque[motivo]}.`;
}

/* ------------------------------------------------------------------ notas */

export interface CriterioComEscala {
  id: number;
  escalaMin: number;
  escalaMax: number;
  peso: number;
}

/** Três casas (como o banco guarda as notas de 0 a 10). */
export const tresCasas = (v: number): number => Math.round(v * 1000) / 1000;

/**
 * A parte de um parecer na nota do trabalho, de 0 a 10: a média ponderada pelos pesos das notas
 * normalizadas de cada critério, `(nota − mín) ÷ (máx − mín) × 10`. Exige a nota de todos os critérios.
 */
export function notaDoParecer(criterios: readonly CriterioComEscala[], notas: ReadonlyMap<number, number>): number {
  let soma = 0;
  let pesos = 0;
  for (const c of criterios) {
    const n = notas.get(c.id);
    if (n === undefined) throw new Error(`sem nota para o critério ${c.id}`);
    soma += c.peso * ((n - c.escalaMin) / (c.escalaMax - c.escalaMin)) * 10;
    pesos += c.peso;
  }
  if (pesos === 0) throw new Error('sem critérios');
  return tresCasas(soma / pesos);
}

/** A nota de um tipo (escrita ou oral): a média das partes dos pareceres enviados; sem parecer, nula. */
export function mediaDosPareceres(partes: readonly number[]): number | null {
  if (partes.length === 0) return null;
  return tresCasas(partes.reduce((a, b) => a + b, 0) / partes.length);
}

/** A nota final: a escrita; com a oral, a média das duas. */
export function notaFinal(escrita: number | null, oral: number | null): number | null {
  if (escrita === null) return oral;
  if (oral === null) return escrita;
  return tresCasas((escrita + oral) / 2);
}

/** Dois pareceres do mesmo tipo diferem mais que o limiar da chamada (na escala 0–10). */
export function haDivergencia(partes: readonly number[], limiar: number): boolean {
  if (partes.length < 2) return false;
  return Math.max(...partes) - Math.min(...partes) > limiar + 1e-9;
}

/* ------------------------------------------------------------------ ranking */

/**
 * Ordem do ranking (geral e por linha): nota final, da maior para a menor; empate, a nota escrita;
 * depois a oral; depois quem enviou primeiro; por fim o número do trabalho. Sem nota vai para o fim.
 */
export const REGRA_DE_DESEMPATE =
  'Nota final (maior primeiro); no empate, a nota escrita; depois a nota oral; depois o envio mais antigo; por fim, o número do trabalho. Trabalhos sem nota ficam no fim.';

export interface ItemDoRanking {
  id: number;
  notaFinal: number | null;
  notaEscrita: number | null;
  notaOral: number | null;
  /** ISO 8601. */
  submetidaEm: string | null;
}

const desc = (a: number | null, b: number | null) => (a === b ? 0 : a === null ? 1 : b === null ? -1 : b - a);

export function compararNoRanking(a: ItemDoRanking, b: ItemDoRanking): number {
  return (
    desc(a.notaFinal, b.notaFinal) ||
    desc(a.notaEscrita, b.notaEscrita) ||
    desc(a.notaOral, b.notaOral) ||
    (a.submetidaEm ?? '9').localeCompare(b.submetidaEm ?? '9') ||
    a.id - b.id
  );
}

/* ------------------------------------------------------------------ janelas */

/** A janela de lances está aberta agora (do início até o fim do minuto do fim, horário de São Paulo). */
export function janelaDeLancesAberta(inicio: string | null, fim: string | null, agora: Date): boolean {
  if (!inicio || !fim) return false;
  return agora.getTime() >= instanteDoHorario(inicio).getTime() && !prazoEncerrado(fim, agora);
}

/** O parecer está atrasado: não foi enviado e o prazo dos pareceres (se houver) passou. */
export const parecerAtrasado = (prazoAvaliacao: string | null, enviado: boolean, agora: Date): boolean =>
  !enviado && prazoAvaliacao !== null && prazoEncerrado(prazoAvaliacao, agora);

/* ------------------------------------------------------------------ situação de um parecer */

export const SITUACOES_PARECER = ['pendente', 'rascunho', 'enviado'] as const;
export type SituacaoParecer = (typeof SITUACOES_PARECER)[number];
export const ROTULO_SITUACAO_PARECER: Record<SituacaoParecer, string> = { pendente: 'Pendente', rascunho: 'Em andamento', enviado: 'Enviado' };

/* ------------------------------------------------------------------ mensagens */

export const MENSAGENS_REVISAO = {
  naoAvaliador: 'Só instrutores e administradores avaliam trabalhos.',
  avaliadorNaoEncontrado: 'Pessoa não encontrada.',
  jaAtribuido: 'Esta pessoa já avalia este trabalho nesta modalidade.',
  naoAtribuivel: 'Só trabalhos enviados recebem avaliadores.',
  semCriteriosOrais: 'Esta chamada não tem critérios de apresentação oral.',
  oralSoAprovadaOral: 'A avaliação oral é só para trabalhos aprovados para apresentação oral.',
  chamadaEncerrada: 'Esta chamada já foi encerrada.',
  resultadoLiberado: 'O resultado deste trabalho já foi comunicado ao autor.',
  atribuicaoNaoEncontrada: 'Atribuição não encontrada.',
  atribuicaoRevogada: 'Esta atribuição já foi revogada.',
  lancesFechados: 'A janela de lances desta chamada não está aberta.',
  parecerJaEnviado: 'Você já enviou este parecer.',
  parecerIncompleto: 'Dê nota a todos os critérios antes de enviar.',
  criterioRepetido: 'Há mais de uma nota para o mesmo critério.',
  reprovarSemMotivo: 'Informe o motivo da reprovação.',
  decisaoComOral: 'Este trabalho tem avaliadores da apresentação oral: revogue-os antes de mudar a decisão.',
  naoDecidivel: 'Só trabalhos enviados recebem decisão.',
  previaDesatualizada: 'As atribuições mudaram desde a prévia. Gere a prévia de novo antes de aplicar.',
  encerrarNoPrazo: 'A chamada ainda recebe trabalhos: encerre depois do prazo final.',
  naoPublicada: 'A chamada não está publicada.',
} as const;

export const notaForaDaEscalaMensagem = (titulo: string, min: number, max: number): string =>
  `A nota de "${titulo}" deve estar entre ${min.toLocaleString('pt-BR')} e ${max.toLocaleString('pt-BR')}.`;
export const encerrarSemDecisoesMensagem = (n: number): string =>
  n === 1 ? 'Há 1 trabalho sem decisão comunicada ao autor.' : `Há ${n.toLocaleString('pt-BR')} trabalhos sem decisão comunicada ao autor.`;

/** Texto de um tipo de parecer nas mensagens ("o parecer escrito", "o parecer da apresentação oral"). */
export const ROTULO_PARECER: Record<TipoAvaliacao, string> = { escrita: 'parecer escrito', oral: 'parecer da apresentação oral' };
