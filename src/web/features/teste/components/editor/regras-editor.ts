/**
 * Peças puras do editor do teste: os valores do formulário (números digitados em pt-BR, com vírgula),
 * a conversão para o corpo do PUT, o resolver (o esquema do contrato sobre esse corpo: os caminhos dos
 * erros são os mesmos dos campos) e as questões no formato das regras de publicação.
 */
import { zodResolver } from '@hookform/resolvers/zod';
import type { FieldErrors } from 'react-hook-form';
import { z } from 'zod';
import { TesteEntradaSchema, type TesteAdmin, type TesteEntrada } from '#shared/contracts/testes.ts';
import {
  ALTERNATIVAS_MINIMAS,
  NOTA_MINIMA_PADRAO,
  TEMPO_MINUTOS_MAX,
  TEMPO_MINUTOS_MIN,
  TENTATIVAS_PADRAO,
  type QuestaoParaPublicar,
  type TipoQuestao,
} from '#shared/rules/teste.ts';

export interface AlternativaForm {
  texto: string;
  correta: boolean;
}

export interface QuestaoForm {
  tipo: TipoQuestao;
  enunciado: string;
  /** Como foi digitado: `2,5` ou `2.5`. */
  peso: string;
  alternativas: AlternativaForm[];
}

export interface TesteForm {
  titulo: string;
  descricao: string;
  obrigatorio: boolean;
  /** Em %, como foi digitada (`70` ou `72,5`). */
  nota_minima: string;
  tentativas_max: string;
  /** Falso: "Sem limite de tempo" (`tempo_minutos` nulo no corpo). */
  com_limite: boolean;
  tempo_minutos: string;
  questoes: QuestaoForm[];
}

export type TesteValidado = z.output<typeof TesteEntradaSchema>;

export const TITULO_PADRAO = 'Teste de aprendizagem';
export const DESCRICAO_PADRAO = 'Responda às questões sobre o conteúdo do curso. Leia cada enunciado com atenção antes de marcar a resposta.';
/** Sugestão de tempo quando se liga o limite (o contrato aceita de 5 a 240 minutos). */
export const TEMPO_SUGERIDO = 30;

/** `7,5`, `7.5` ou ` 10 ` → número; vazio ou qualquer outra coisa → NaN (o esquema explica o que falta). */
export function lerDecimal(texto: string): number {
  const limpo = texto.trim().replace(',', '.');
  return /^\d+(\.\d+)?$/.test(limpo) ? Number(limpo) : Number.NaN;
}

export function lerInteiro(texto: string): number {
  const limpo = texto.trim();
  return /^\d+$/.test(limpo) ? Number(limpo) : Number.NaN;
}

/** Número para o campo de texto, com vírgula decimal e sem separador de milhar (`7.5` → `7,5`). */
export const decimalParaCampo = (n: number) => String(n).replace('.', ',');

export function alternativaVazia(): AlternativaForm {
  return { texto: '', correta: false };
}

export function novaQuestao(tipo: TipoQuestao): QuestaoForm {
  return {
    tipo,
    enunciado: '',
    peso: '',
    alternativas: tipo === 'multipla_escolha' ? Array.from({ length: ALTERNATIVAS_MINIMAS }, alternativaVazia) : [],
  };
}

/** O formulário a partir do teste salvo (ou os padrões, quando o evento ainda não tem teste). */
export function valoresIniciais(teste: TesteAdmin | null): TesteForm {
  if (!teste) {
    return {
      titulo: TITULO_PADRAO,
      descricao: DESCRICAO_PADRAO,
      obrigatorio: true,
      nota_minima: String(NOTA_MINIMA_PADRAO),
      tentativas_max: String(TENTATIVAS_PADRAO),
      com_limite: false,
      tempo_minutos: String(TEMPO_SUGERIDO),
      questoes: [],
    };
  }
  return {
    titulo: teste.titulo,
    descricao: teste.descricao,
    obrigatorio: teste.obrigatorio,
    nota_minima: decimalParaCampo(teste.nota_minima),
    tentativas_max: String(teste.tentativas_max),
    com_limite: teste.tempo_minutos !== null,
    tempo_minutos: String(teste.tempo_minutos ?? TEMPO_SUGERIDO),
    questoes: teste.questoes.map((q) => ({
      tipo: q.tipo,
      enunciado: q.enunciado,
      peso: decimalParaCampo(q.peso),
      alternativas: q.alternativas.map((a) => ({ texto: a.texto, correta: a.correta })),
    })),
  };
}

/**
 * O corpo do PUT. Publicado, as questões ficam de fora (o servidor só aceita os ajustes). Número mal
 * digitado vira NaN, que o esquema recusa com a mensagem do próprio campo.
 */
export function montarCorpo(v: TesteForm, comQuestoes: boolean): TesteEntrada {
  const corpo: TesteEntrada = {
    titulo: v.titulo,
    descricao: v.descricao,
    obrigatorio: v.obrigatorio,
    nota_minima: lerDecimal(v.nota_minima),
    tentativas_max: lerInteiro(v.tentativas_max),
    tempo_minutos: v.com_limite ? lerInteiro(v.tempo_minutos) : null,
  };
  if (comQuestoes) {
    corpo.questoes = v.questoes.map((q) => ({
      tipo: q.tipo,
      enunciado: q.enunciado,
      peso: lerDecimal(q.peso),
      // dissertativa não leva alternativas (o contrato recusa)
      alternativas: q.tipo === 'multipla_escolha' ? q.alternativas.map((a) => ({ texto: a.texto, correta: a.correta })) : [],
    }));
  }
  return corpo;
}

/** Valida o corpo que será enviado, com o esquema do contrato: cada erro cai no campo de mesmo caminho. */
export function resolverDoTeste(comQuestoes: boolean) {
  const esquema = z
    .custom<TesteForm>()
    .transform((v) => montarCorpo(v, comQuestoes))
    .pipe(TesteEntradaSchema);
  return zodResolver(esquema);
}

/** As questões como as regras de publicação as leem; peso ilegível conta como 0 (a pendência do peso aparece). */
export function questoesParaRegras(questoes: readonly QuestaoForm[] | undefined): QuestaoParaPublicar[] {
  return (questoes ?? []).map((q) => {
    const peso = lerDecimal(q.peso);
    return { tipo: q.tipo, enunciado: q.enunciado, peso: Number.isFinite(peso) ? peso : 0, alternativas: q.alternativas };
  });
}

/** Os caminhos dos campos na ordem da tela: o primeiro com erro (do esquema ou do servidor) recebe o foco. */
export function caminhosDoFormulario(v: TesteForm, comQuestoes: boolean): string[] {
  const ajustes = ['titulo', 'descricao', 'nota_minima', 'tentativas_max', 'tempo_minutos'];
  if (!comQuestoes) return ajustes;
  return [
    ...ajustes,
    ...v.questoes.flatMap((q, i) => [
      `questoes.${i}.enunciado`,
      `questoes.${i}.peso`,
      ...(q.tipo === 'multipla_escolha' ? q.alternativas.map((_, j) => `questoes.${i}.alternativas.${j}.texto`) : []),
    ]),
  ];
}

/** A mensagem de erro de um caminho (`questoes.0.alternativas.1.texto`), se houver. */
export function mensagemDoErro(erros: FieldErrors<TesteForm>, caminho: string): string | undefined {
  let atual: unknown = erros;
  for (const parte of caminho.split('.')) atual = (atual as Record<string, unknown> | undefined)?.[parte];
  const e = atual as { message?: unknown; root?: { message?: string } } | undefined;
  return typeof e?.message === 'string' ? e.message : e?.root?.message;
}

export const DICA_TEMPO = `De ${TEMPO_MINUTOS_MIN} a ${TEMPO_MINUTOS_MAX} minutos por tentativa.`;

/** Letra da alternativa (A, B, C…), como numa prova impressa. */
export const letra = (j: number) => String.fromCharCode(65 + j);

/** Pendências que o servidor devolveu ao recusar a publicação (`details.pendencias`), se vieram. */
export function pendenciasDoErro(details: unknown): string[] {
  const p = (details as { pendencias?: unknown } | null | undefined)?.pendencias;
  return Array.isArray(p) ? p.filter((x): x is string => typeof x === 'string') : [];
}
