import { z } from 'zod';
import { IdParamsSchema } from './comum.ts';
import { defineEndpoint } from './endpoint.ts';

/**
 * Rotas de referência do benchmark (montadas só com BENCH_ROUTES=true). Passam pela mesma pilha das
 * rotas reais (contrato zod, defineRoute, serviço, repositório), então `npm run bench -- base` compara
 * o custo de cada rota real com uma referência do mesmo tipo: sem banco, uma leitura por chave, um INSERT.
 */
export const BenchHelloSchema = z.object({ ok: z.literal(true) });

export const BenchNotaSchema = z.object({
  id: z.number().int(),
  texto: z.string(),
  criada_em: z.string().describe('ISO 8601'),
});
export type BenchNota = z.infer<typeof BenchNotaSchema>;

export const CriarBenchNotaBodySchema = z.object({
  texto: z
    .string({ error: 'Informe o texto.' })
    .min(1, 'Informe o texto.')
    .max(1000, 'No máximo 1000 caracteres.')
    .refine((v) => !v.includes('\u0000'), 'Texto com caracteres inválidos.'),
});

const tag = 'bench';
export const benchEndpoints = {
  hello: defineEndpoint({
    method: 'GET', path: '/api/bench/hello', acesso: 'publico', tag,
    resumo: 'Referência sem banco', response: BenchHelloSchema,
  }),
  obterNota: defineEndpoint({
    method: 'GET', path: '/api/bench/notas/:id', acesso: 'publico', tag,
    resumo: 'Referência: uma leitura pela chave primária', params: IdParamsSchema, response: BenchNotaSchema,
  }),
  criarNota: defineEndpoint({
    method: 'POST', path: '/api/bench/notas', acesso: 'publico', tag, status: 201,
    resumo: 'Referência: um INSERT … RETURNING', body: CriarBenchNotaBodySchema, response: BenchNotaSchema,
  }),
  /** A mesma escrita atrás da sessão: referência das escritas autenticadas (a confirmação de presença). */
  criarNotaAutenticada: defineEndpoint({
    method: 'POST', path: '/api/bench/notas/minhas', acesso: 'autenticado', tag, status: 201,
    resumo: 'Referência: sessão conferida + um INSERT … RETURNING', body: CriarBenchNotaBodySchema, response: BenchNotaSchema,
  }),
} as const;
