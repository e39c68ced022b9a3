/**
 * Regras do teste do curso (DESIGN §5 "Course test", issue 8, reference backend §3.6), uma
 * implementação só para o servidor e as telas: o que falta para publicar, a correção, a ordem
 * embaralhada de cada tentativa, o limite de tempo, o limite de tentativas e quem pode fazer o teste.
 * Nada aqui lê o relógio: o instante atual chega como parâmetro.
 */
import { FREQUENCIA_MINIMA } from './presenca.ts';

export const TIPOS_QUESTAO = ['multipla_escolha', 'dissertativa'] as const;
export type TipoQuestao = (typeof TIPOS_QUESTAO)[number];
export const ROTULO_TIPO_QUESTAO: Record<TipoQuestao, string> = {
  multipla_escolha: 'Múltipla escolha',
  dissertativa: 'Dissertativa',
};

/** Notas vão de 0 a 100 (%), com até 2 casas decimais; a mínima padrão para aprovar é 70. */
export const NOTA_MAXIMA = 100;
export const NOTA_MINIMA_PADRAO = 70;
export const CASAS_DECIMAIS = 2;

/** Cada pessoa tem de 1 a 50 tentativas por teste; o padrão é 1. */
export const TENTATIVAS_MIN = 1;
export const TENTATIVAS_MAX = 50;
export const TENTATIVAS_PADRAO = 1;

/** Limite de tempo opcional por tentativa, de 5 a 240 minutos (sem limite: `null`). */
export const TEMPO_MINUTOS_MIN = 5;
export const TEMPO_MINUTOS_MAX = 240;
/**
 * Folga depois do prazo para o envio ainda valer: a tela envia sozinha quando o tempo acaba, e a
 * requisição pode levar alguns segundos numa rede móvel lenta.
 */
export const SEGUNDOS_DE_TOLERANCIA = 15;

/** Peso de uma questão: maior que 0 e no máximo 10, com até 2 casas decimais. */
export const PESO_MAXIMO = 10;
/** Para publicar, a soma dos pesos de todas as questões fecha exatamente 10. */
export const SOMA_DOS_PESOS = 10;
/** Enunciado com pelo menos 5 caracteres (sem contar espaços nas pontas). */
export const ENUNCIADO_MINIMO = 5;
/** Múltipla escolha: pelo menos 2 alternativas, exatamente 1 correta. */
export const ALTERNATIVAS_MINIMAS = 2;

const FATOR = 10 ** CASAS_DECIMAIS;
const NUMERO_PT_BR = new Intl.NumberFormat('pt-BR', { maximumFractionDigits: CASAS_DECIMAIS });

/** Um número com até 2 casas em centésimos inteiros: as somas e comparações não acumulam erro de float. */
function emCentesimos(n: number): number {
  return Math.round(n * FATOR);
}

function temAteDuasCasas(n: number): boolean {
  return Number.isFinite(n) && Math.abs(n * FATOR - emCentesimos(n)) < 1e-6;
}

/** Peso aceito: maior que 0, no máximo 10, com até 2 casas decimais. */
export function pesoValido(peso: number): boolean {
  return temAteDuasCasas(peso) && emCentesimos(peso) > 0 && emCentesimos(peso) <= PESO_MAXIMO * FATOR;
}

/** Nota aceita (inclusive a mínima de um teste): de 0 a 100, com até 2 casas decimais. */
export function notaValida(nota: number): boolean {
  return temAteDuasCasas(nota) && nota >= 0 && emCentesimos(nota) <= NOTA_MAXIMA * FATOR;
}

/**
 * Soma dos pesos (para o "Peso total" da tela), em centésimos e arredondada uma vez só no fim
 * (3,33 + 3,33 + 3,34 = 10, sem resto de float). Um peso com mais casas já tem pendência própria.
 */
export function somaDosPesos(questoes: readonly { peso: number }[]): number {
  return Math.round(questoes.reduce((s, q) => s + q.peso * FATOR, 0)) / FATOR;
}

/** A soma dos pesos fecha exatamente 10 ("Fechado corretamente"). */
export function pesosFecham(questoes: readonly { peso: number }[]): boolean {
  return emCentesimos(somaDosPesos(questoes)) === SOMA_DOS_PESOS * FATOR;
}

export interface QuestaoParaPublicar {
  tipo: TipoQuestao;
  enunciado: string;
  peso: number;
  /** Alternativas da questão (as de uma dissertativa são ignoradas). */
  alternativas: readonly { correta: boolean }[];
}

/**
 * O que ainda impede a publicação do teste, em mensagens prontas para a tela ("Pendências para
 * publicação"); vazio quando pode publicar. As questões são numeradas pela posição na lista (1, 2, …),
 * então chegam na ordem em que aparecem para quem monta o teste. Sem questões, só essa pendência.
 */
export function pendenciasParaPublicar(teste: { questoes: readonly QuestaoParaPublicar[] }): string[] {
  const { questoes } = teste;
  if (questoes.length === 0) return ['Não é possível publicar: adicione ao menos uma questão.'];
  const pendencias: string[] = [];
  if (!pesosFecham(questoes)) {
    pendencias.push(`Não é possível publicar: a soma dos pesos deve fechar exatamente ${SOMA_DOS_PESOS} (hoje: ${NUMERO_PT_BR.format(somaDosPesos(questoes))}).`);
  }
  questoes.forEach((q, i) => {
    const n = i + 1;
    if ([...q.enunciado.trim()].length < ENUNCIADO_MINIMO) {
      pendencias.push(`Questão ${n}: o enunciado precisa ter pelo menos ${ENUNCIADO_MINIMO} caracteres.`);
    }
    if (!pesoValido(q.peso)) {
      pendencias.push(`Questão ${n}: o peso deve ser maior que 0 e no máximo ${PESO_MAXIMO}, com até ${CASAS_DECIMAIS} casas decimais.`);
    }
    if (q.tipo !== 'multipla_escolha') return;
    if (q.alternativas.length < ALTERNATIVAS_MINIMAS) {
      pendencias.push(`Questão ${n}: múltipla escolha precisa de pelo menos ${ALTERNATIVAS_MINIMAS} alternativas.`);
    }
    if (q.alternativas.filter((a) => a.correta).length !== 1) {
      pendencias.push(`Questão ${n}: múltipla escolha precisa ter exatamente 1 alternativa correta.`);
    }
  });
  return pendencias;
}

export interface QuestaoParaCorrigir {
  id: number;
  tipo: TipoQuestao;
  peso: number;
  alternativas: readonly { id: number; correta: boolean }[];
}

export interface RespostaParaCorrigir {
  questaoId: number;
  /** Alternativa marcada (múltipla escolha); ausente ou `null` = em branco. */
  alternativaId?: number | null;
}

export interface Correcao {
  /** pesoAcertado ÷ pesoObjetivo × 100, de 0 a 100, arredondada em 2 casas. */
  nota: number;
  /** Soma dos pesos das questões de múltipla escolha acertadas. */
  pesoAcertado: number;
  /** Soma dos pesos de todas as questões de múltipla escolha (respondidas ou não). */
  pesoObjetivo: number;
  /** Questões de múltipla escolha acertadas, erradas e em branco (as três somam o total delas). */
  acertos: number;
  erradas: number;
  emBranco: number;
  aprovado: boolean;
}

/**
 * Corrige uma tentativa. Só a múltipla escolha vale nota: cada acerto ganha o peso da questão, e a
 * nota é o peso acertado ÷ o peso de TODAS as questões de múltipla escolha × 100. Questão em branco
 * conta como errada no cálculo (o sistema anterior a tirava do denominador, e pular as difíceis subia
 * a nota). Marcar uma alternativa de outra questão é erro, não branco. Vale a primeira resposta de
 * cada questão; respostas a questões fora do teste são ignoradas. Dissertativas ficam guardadas, sem nota.
 *
 * Um teste sem múltipla escolha (só dissertativas) dá nota 100: enviar é o que se pede dele, e uma
 * nota nula deixaria a aprovação indefinida (o sistema anterior a tratava de dois jeitos, §3.5).
 *
 * Aprovado quando nota ≥ notaMinima (comparadas em centésimos).
 */
export function corrigir(questoes: readonly QuestaoParaCorrigir[], respostas: readonly RespostaParaCorrigir[], notaMinima: number): Correcao {
  const marcadas = new Map<number, number | null>();
  for (const r of respostas) if (!marcadas.has(r.questaoId)) marcadas.set(r.questaoId, r.alternativaId ?? null);

  let acertado = 0;
  let objetivo = 0;
  let acertos = 0;
  let erradas = 0;
  let emBranco = 0;
  for (const q of questoes) {
    if (q.tipo !== 'multipla_escolha') continue;
    const peso = emCentesimos(q.peso);
    objetivo += peso;
    const marcada = marcadas.get(q.id) ?? null;
    if (marcada === null) {
      emBranco++;
    } else if (q.alternativas.some((a) => a.id === marcada && a.correta)) {
      acertos++;
      acertado += peso;
    } else {
      erradas++;
    }
  }
  // em centésimos de ponto percentual: um só arredondamento, sobre a razão exata
  const notaEmCentesimos = objetivo === 0 ? NOTA_MAXIMA * FATOR : Math.round((acertado * NOTA_MAXIMA * FATOR) / objetivo);
  return {
    nota: notaEmCentesimos / FATOR,
    pesoAcertado: acertado / FATOR,
    pesoObjetivo: objetivo / FATOR,
    acertos,
    erradas,
    emBranco,
    aprovado: notaEmCentesimos >= emCentesimos(notaMinima),
  };
}

/** Hash de 32 bits de um texto (FNV-1a), para semear o gerador. */
function hashDoTexto(texto: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < texto.length; i++) {
    h ^= texto.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

/** Gerador pseudoaleatório pequeno (mulberry32): a mesma semente dá a mesma sequência em [0, 1). */
function geradorComSemente(semente: number): () => number {
  let estado = semente >>> 0;
  return () => {
    estado = (estado + 0x6d2b79f5) >>> 0;
    let t = estado;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/**
 * Os itens numa ordem embaralhada que só depende da semente (Fisher–Yates com gerador semeado):
 * a mesma semente dá sempre a mesma ordem, então recarregar a página mostra a tentativa igual.
 * Não altera a lista recebida. Não serve para segredo: é só para variar a ordem entre tentativas.
 */
export function ordemEmbaralhada<T>(itens: readonly T[], semente: string): T[] {
  const aleatorio = geradorComSemente(hashDoTexto(semente));
  const copia = [...itens];
  for (let i = copia.length - 1; i > 0; i--) {
    const j = Math.floor(aleatorio() * (i + 1));
    [copia[i], copia[j]] = [copia[j] as T, copia[i] as T];
  }
  return copia;
}

/**
 * As questões de uma tentativa na ordem dela, e as alternativas de cada questão também embaralhadas.
 * Use a tentativa como semente (ex.: `tentativa:42`): cada tentativa tem a sua ordem, estável.
 */
export function embaralharQuestoes<Q extends { id: number; alternativas: readonly unknown[] }>(questoes: readonly Q[], semente: string): Q[] {
  // a cópia tem as mesmas alternativas, só noutra ordem: continua sendo um Q
  return ordemEmbaralhada(questoes, `${semente}:questoes`).map((q) => ({ ...q, alternativas: ordemEmbaralhada(q.alternativas, `${semente}:questao:${q.id}`) }) as Q);
}

/** Até quando a tentativa pode ser enviada (o que a contagem regressiva mostra); `null` sem limite de tempo. */
export function prazoDaTentativa(iniciadaEm: Date, tempoMinutos: number | null): Date | null {
  if (tempoMinutos === null) return null;
  return new Date(iniciadaEm.getTime() + tempoMinutos * 60_000);
}

/**
 * O envio ainda vale: sem limite de tempo, sempre; com limite, até o prazo mais a tolerância de
 * rede (inclusive). O servidor aplica esta regra; a tela só mostra o prazo.
 */
export function tentativaNoPrazo(iniciadaEm: Date, tempoMinutos: number | null, agora: Date): boolean {
  const prazo = prazoDaTentativa(iniciadaEm, tempoMinutos);
  return prazo === null || agora.getTime() <= prazo.getTime() + SEGUNDOS_DE_TOLERANCIA * 1000;
}

export type CodigoRecusaTentativa = 'JA_APROVADO' | 'LIMITE_DE_TENTATIVAS';

/** Tentativas que ainda restam (0 quando o limite foi atingido). */
export function tentativasRestantes(enviadas: number, tentativasMax: number): number {
  return Math.max(0, tentativasMax - enviadas);
}

/**
 * Se a pessoa pode começar (ou continuar) uma tentativa: nulo quando pode. Uma tentativa em aberto
 * sempre pode ser continuada — ela já foi contada ao começar. Senão, quem já foi aprovado não refaz
 * o teste (a aprovação não se perde), e quem enviou `tentativasMax` tentativas atingiu o limite.
 */
export function recusaDeTentativa(s: {
  /** Tentativas já enviadas. */
  enviadas: number;
  tentativasMax: number;
  /** Há uma tentativa iniciada e ainda não enviada. */
  emAberto: boolean;
  /** Alguma tentativa enviada já aprovou. */
  aprovado?: boolean;
}): { codigo: CodigoRecusaTentativa; mensagem: string } | null {
  if (s.emAberto) return null;
  if (s.aprovado) return { codigo: 'JA_APROVADO', mensagem: 'Você já foi aprovado neste teste.' };
  if (tentativasRestantes(s.enviadas, s.tentativasMax) === 0) return { codigo: 'LIMITE_DE_TENTATIVAS', mensagem: 'Limite de tentativas atingido.' };
  return null;
}

export type CodigoRecusaTeste = 'NAO_INSCRITO' | 'TESTE_NAO_PUBLICADO' | 'TURMA_NAO_ENCERRADA' | 'FREQUENCIA_INSUFICIENTE';

/**
 * Se a pessoa pode fazer o teste desta turma: nulo quando pode; senão a primeira razão, nesta ordem:
 * inscrição na turma, teste publicado, turma encerrada, frequência mínima (75 %).
 */
export function recusaDoTeste(s: {
  inscrito: boolean;
  publicado: boolean;
  turmaEncerrada: boolean;
  frequenciaAtingida: boolean;
}): { codigo: CodigoRecusaTeste; mensagem: string } | null {
  if (!s.inscrito) return { codigo: 'NAO_INSCRITO', mensagem: 'Você não está inscrito nesta turma.' };
  if (!s.publicado) return { codigo: 'TESTE_NAO_PUBLICADO', mensagem: 'Este teste ainda não foi publicado.' };
  if (!s.turmaEncerrada) return { codigo: 'TURMA_NAO_ENCERRADA', mensagem: 'O teste fica disponível quando a turma terminar.' };
  if (!s.frequenciaAtingida) {
    return {
      codigo: 'FREQUENCIA_INSUFICIENTE',
      mensagem: `Você ainda não atingiu a frequência mínima de ${Math.round(FREQUENCIA_MINIMA * 100)}% para fazer o teste.`,
    };
  }
  return null;
}
