import { z } from 'zod';
import { CRITERIOS, ESCALA, MAXIMO_TEXTO_LIVRE } from '../rules/avaliacao.ts';
import { textoSeguro } from './campos.ts';
import { defineEndpoint } from './endpoint.ts';
import { TipoEventoSchema, TurmaIdParamsSchema } from './eventos.ts';

/** Avaliação do curso (issue 8): pendentes, formulário e envio (uma por pessoa e turma). */
export const NotaSchema = z.enum(ESCALA.map((e) => e.chave) as [string, ...string[]], { error: 'Escolha uma opção da escala (Ótimo a Péssimo).' });

const textoLivre = z
  .string()
  .refine((v) => textoSeguro(v.replace(/[\n\r\t]/g, ' ')), 'O texto contém caracteres inválidos.')
  .transform((v) => v.replace(/\r\n?/g, '\n').trim())
  .pipe(z.string().max(MAXIMO_TEXTO_LIVRE, `No máximo ${MAXIMO_TEXTO_LIVRE} caracteres.`))
  .optional();

const chavesDosCriterios = CRITERIOS.map((c) => c.chave) as [string, ...string[]];

export const EnviarAvaliacaoBodySchema = z.object({
  /** Nota de cada critério (`otimo` … `pessimo`); os obrigatórios do tipo do evento são conferidos no servidor. */
  respostas: z.partialRecord(z.enum(chavesDosCriterios, { error: 'Critério desconhecido.' }), NotaSchema),
  gostou_mais: textoLivre,
  sugestoes_melhoria: textoLivre,
  comentarios_finais: textoLivre,
});

export const TurmaParaAvaliarSchema = z.object({
  turma: z.object({ id: z.number().int(), nome: z.string(), data_inicio: z.string(), data_fim: z.string() }),
  evento: z.object({ id: z.number().int(), titulo: z.string(), tipo: TipoEventoSchema }),
});
export type TurmaParaAvaliar = z.infer<typeof TurmaParaAvaliarSchema>;

/** Situação de uma turma para a pessoa: pode avaliar, ou por que não (a primeira condição que falta). */
export const SituacaoAvaliacaoSchema = TurmaParaAvaliarSchema.extend({
  pode_avaliar: z.boolean(),
  recusa: z.object({ codigo: z.string(), mensagem: z.string() }).nullable(),
});

export const AvaliacaoEnviadaSchema = z.object({
  mensagem: z.string(),
  turma_id: z.number().int(),
  /** O certificado emitido com o envio (a avaliação é a última etapa da cadeia), se houve. */
  certificado_id: z.number().int().nullable().default(null),
});

const tag = 'avaliacoes';

export const avaliacoesEndpoints = {
  pendentes: defineEndpoint({
    method: 'GET', path: '/api/avaliacoes/pendentes', acesso: 'autenticado', tag,
    resumo: 'Turmas que a pessoa já pode avaliar (encerradas, frequência ≥ 75 %, teste obrigatório aprovado, ainda não avaliadas)',
    response: z.array(TurmaParaAvaliarSchema),
  }),
  situacao: defineEndpoint({
    method: 'GET', path: '/api/turmas/:turmaId/avaliacao', acesso: 'autenticado', tag,
    resumo: 'Se a pessoa pode avaliar a turma (e por que não)', params: TurmaIdParamsSchema, response: SituacaoAvaliacaoSchema,
  }),
  enviar: defineEndpoint({
    method: 'POST', path: '/api/turmas/:turmaId/avaliacao', acesso: 'autenticado', tag, status: 201,
    resumo: 'Envia a avaliação da turma (uma por pessoa)', params: TurmaIdParamsSchema, body: EnviarAvaliacaoBodySchema, response: AvaliacaoEnviadaSchema,
  }),
};
