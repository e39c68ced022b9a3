import { z } from 'zod';
import { ESCALA, MINIMO_DE_RESPOSTAS_PARA_DETALHES, type ChaveNota } from '../rules/avaliacao.ts';
import { DataSchema, idSchema } from './comum.ts';
import { defineEndpoint } from './endpoint.ts';
import { TipoEventoSchema } from './eventos.ts';

/**
 * Resultados da avaliação do curso (issue 8) para instrutores e administração: agregados por turma e
 * critério, distribuição da escala e comentários sem autoria. As respostas destas rotas nunca trazem
 * quem respondeu (nem id, nem nome, nem horário): os esquemas abaixo são a lista do que pode sair.
 * A única lista com nomes é a de quem ainda não respondeu (sem respostas), só para a administração.
 *
 * Anonimato diante do instrutor: quando alguma turma somada tem respostas, mas menos que
 * MINIMO_DE_RESPOSTAS_PARA_DETALHES (rules/avaliacao.ts), o agregado vem com `detalhes_ocultos: true`,
 * médias nulas, distribuições e comentários vazios (só as contagens ficam). A administração sempre recebe
 * `detalhes_ocultos: false`.
 */

const ChaveNotaSchema = z.enum(ESCALA.map((e) => e.chave) as [ChaveNota, ...ChaveNota[]]);

/** Percentual 0–100 com uma casa; nulo quando não há ninguém apto a responder. */
const TaxaSchema = z.number().nullable().describe('Respostas ÷ aptos × 100, uma casa decimal; nulo sem aptos');
/** Média na escala 2–10 com uma casa; nula sem notas ou com os detalhes ocultos. */
const MediaSchema = z.number().nullable().describe('Média na escala 2–10, uma casa decimal; nula sem notas ou com os detalhes ocultos');
/** Médias, distribuições e comentários retidos para preservar o anonimato (instrutor, turma com 1 ou 2 respostas). */
const DetalhesOcultosSchema = z
  .boolean()
  .describe(`Verdadeiro quando o instrutor não pode ver médias, distribuição e comentários (turma com menos de ${MINIMO_DE_RESPOSTAS_PARA_DETALHES} respostas): vêm nulos ou vazios`);

export const ResultadoCriterioSchema = z.object({
  chave: z.string(),
  rotulo: z.string(),
  obrigatorio: z.boolean(),
  /** Quantas notas este critério recebeu (os opcionais podem ficar em branco). */
  respostas: z.number().int(),
  media: MediaSchema,
  /** Quantidade de cada opção da escala, de Ótimo a Péssimo (todas as cinco, mesmo com zero); vazia com os detalhes ocultos. */
  distribuicao: z.array(z.object({ nota: ChaveNotaSchema, quantidade: z.number().int() })),
});
export type ResultadoCriterio = z.infer<typeof ResultadoCriterioSchema>;

/** Textos livres sem autoria, em ordem alfabética (nunca na ordem de envio); vazios com os detalhes ocultos. */
export const ComentariosSchema = z.object({
  gostou_mais: z.array(z.string()),
  sugestoes_melhoria: z.array(z.string()),
  comentarios_finais: z.array(z.string()),
});
export type Comentarios = z.infer<typeof ComentariosSchema>;

/** Agregado de uma ou mais turmas: aptos, respostas, taxa, média geral e os critérios dos tipos de evento envolvidos. */
export const AgregadoSchema = z.object({
  turmas: z.number().int().describe('Turmas somadas'),
  elegiveis: z.number().int().describe('Aptos a avaliar: inscrição confirmada, turma encerrada, frequência ≥ 75 %, sem teste obrigatório pendente (ou que já avaliaram)'),
  respostas: z.number().int(),
  taxa_resposta: TaxaSchema,
  media_geral: MediaSchema,
  detalhes_ocultos: DetalhesOcultosSchema,
  criterios: z.array(ResultadoCriterioSchema),
});
export type Agregado = z.infer<typeof AgregadoSchema>;

export const AgregadoComComentariosSchema = AgregadoSchema.extend({ comentarios: ComentariosSchema });
export type AgregadoComComentarios = z.infer<typeof AgregadoComComentariosSchema>;

/** Uma linha do resumo por turma. */
export const ResumoTurmaResultadoSchema = z.object({
  turma: z.object({ id: z.number().int(), nome: z.string(), data_inicio: z.string(), data_fim: z.string(), encerrada: z.boolean() }),
  evento: z.object({ id: z.number().int(), titulo: z.string(), tipo: TipoEventoSchema }),
  instrutores: z.array(z.string()).describe('Nomes dos instrutores da turma'),
  elegiveis: z.number().int(),
  respostas: z.number().int(),
  taxa_resposta: TaxaSchema,
  media_geral: MediaSchema,
  detalhes_ocultos: DetalhesOcultosSchema,
});
export type ResumoTurmaResultado = z.infer<typeof ResumoTurmaResultadoSchema>;

const ResultadosBaseSchema = z.object({
  /** Turmas encerradas (ou com avaliações), a mais recente primeiro. */
  turmas: z.array(ResumoTurmaResultadoSchema),
  /** Soma de todas as turmas listadas (sem comentários). */
  geral: AgregadoSchema,
  /** Turma escolhida; nula = todas as listadas (administração) ou nenhuma (instrutor sem turmas). */
  turma_id: z.number().int().nullable(),
  /** Resultado da seleção, com os comentários; nulo quando não há turma alguma. */
  resultado: AgregadoComComentariosSchema.nullable(),
});

export const ResultadosInstrutorQuerySchema = z.object({
  /** Turma a detalhar (padrão: a encerrada mais recente). */
  turma: idSchema('ID da turma inválido.').optional(),
});

export const ResultadosInstrutorSchema = ResultadosBaseSchema;
export type ResultadosInstrutor = z.infer<typeof ResultadosInstrutorSchema>;

/** Filtros da administração (guardados na URL da tela): período pelo término da turma, evento, tipo, instrutor e turma. */
export const ResultadosAdminQuerySchema = z
  .object({
    de: DataSchema.optional().describe('Término da turma a partir de (AAAA-MM-DD)'),
    ate: DataSchema.optional().describe('Término da turma até (AAAA-MM-DD)'),
    evento: idSchema('Evento inválido.').optional(),
    tipo: TipoEventoSchema.optional(),
    instrutor: idSchema('Instrutor inválido.').optional(),
    /** Turma a detalhar; sem ela, o resultado soma todas as turmas filtradas. */
    turma: idSchema('ID da turma inválido.').optional(),
  })
  .refine((q) => !q.de || !q.ate || q.de <= q.ate, { message: 'A data final não pode ser anterior à inicial.', path: ['ate'] });
export type ResultadosAdminQuery = z.output<typeof ResultadosAdminQuerySchema>;

const OpcaoSchema = z.object({ id: z.number().int(), nome: z.string() });

export const ResultadosAdminSchema = ResultadosBaseSchema.extend({
  /** Opções dos filtros: eventos e instrutores de turmas encerradas ou avaliadas. */
  opcoes: z.object({ eventos: z.array(OpcaoSchema), instrutores: z.array(OpcaoSchema) }),
});
export type ResultadosAdmin = z.infer<typeof ResultadosAdminSchema>;

/** Máximo de pessoas na lista de quem não respondeu (o total vem à parte). */
export const MAXIMO_NAO_RESPONDERAM = 500;

export const NaoResponderamSchema = z.object({
  total: z.number().int(),
  /** Turmas com alguém apto que ainda não respondeu (o que o lembrete usa). */
  turma_ids: z.array(z.number().int()),
  /** Até 500 pessoas, por evento, turma e nome. Nunca traz respostas. */
  pessoas: z.array(
    z.object({
      turma_id: z.number().int(),
      evento: z.string(),
      turma: z.string(),
      nome: z.string(),
      email: z.string(),
    }),
  ),
});
export type NaoResponderam = z.infer<typeof NaoResponderamSchema>;

export const LembrarBodySchema = z.object({
  turma_ids: z
    .array(idSchema('ID da turma inválido.'), { error: 'Informe as turmas.' })
    .min(1, 'Escolha ao menos uma turma.')
    .max(1000, 'No máximo 1000 turmas por vez: filtre por período.'),
});

export const LembretesEnviadosSchema = z.object({
  enfileirados: z.number().int().describe('Lembretes que entraram na fila agora'),
  ja_enviados_hoje: z.number().int().describe('Pessoas que já tinham sido lembradas hoje (horário de Brasília)'),
  mensagem: z.string(),
});
export type LembretesEnviados = z.infer<typeof LembretesEnviadosSchema>;

export const FORMATOS_EXPORTACAO = ['csv', 'xlsx'] as const;
export const ExportacaoQuerySchema = ResultadosAdminQuerySchema.safeExtend({
  formato: z.enum(FORMATOS_EXPORTACAO, { error: 'Formato inválido (csv ou xlsx).' }),
});

/** Arquivo binário (o nome vem em `Content-Disposition`). */
const ArquivoSchema = z.custom<Uint8Array>((v) => v instanceof Uint8Array).describe('Arquivo CSV (UTF-8 com BOM, separador ";") ou XLSX');

const tag = 'avaliacoes';
const equipe = { perfis: ['instrutor', 'administrador'] } as const;
const administracao = { perfis: ['administrador'] } as const;

export const resultadosAvaliacaoEndpoints = {
  instrutor: defineEndpoint({
    method: 'GET', path: '/api/avaliacoes/resultados/instrutor', acesso: equipe, tag,
    resumo: 'Resultados das avaliações das turmas do instrutor (administração: de todas), sem identificar quem respondeu',
    query: ResultadosInstrutorQuerySchema, response: ResultadosInstrutorSchema,
  }),
  administracao: defineEndpoint({
    method: 'GET', path: '/api/avaliacoes/resultados', acesso: administracao, tag,
    resumo: 'Resultados das avaliações de todos os eventos, com filtros, sem identificar quem respondeu',
    query: ResultadosAdminQuerySchema, response: ResultadosAdminSchema,
  }),
  naoResponderam: defineEndpoint({
    method: 'GET', path: '/api/avaliacoes/resultados/nao-responderam', acesso: administracao, tag,
    resumo: 'Quem está apto e ainda não avaliou (nome e e-mail, nunca respostas), nas turmas filtradas ou na escolhida',
    query: ResultadosAdminQuerySchema, response: NaoResponderamSchema,
  }),
  lembrar: defineEndpoint({
    method: 'POST', path: '/api/avaliacoes/resultados/lembretes', acesso: administracao, tag,
    resumo: 'Lembra (no app e por e-mail) quem ainda não avaliou as turmas dadas; uma vez por pessoa e turma por dia',
    body: LembrarBodySchema, response: LembretesEnviadosSchema,
  }),
  exportar: defineEndpoint({
    method: 'GET', path: '/api/avaliacoes/resultados/exportacao', acesso: administracao, tag,
    resumo: 'Respostas sem identificação (uma linha por avaliação) em CSV ou XLSX; o XLSX traz também as médias por turma',
    query: ExportacaoQuerySchema, response: ArquivoSchema,
  }),
};
