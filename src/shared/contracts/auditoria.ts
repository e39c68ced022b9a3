import { z } from 'zod';
import { textoSeguro } from './campos.ts';
import { DataDoCalendarioSchema, idSchema, PaginacaoQuerySchema, paginaSchema } from './comum.ts';
import { defineEndpoint } from './endpoint.ts';

/**
 * A trilha de auditoria (issue 21): só leitura pela API — não há rota que altere ou apague uma linha, e o banco
 * recusa UPDATE e DELETE nela (migração 0018).
 */

const texto = (rotulo: string, max: number) =>
  z
    .string()
    .trim()
    .max(max, `${rotulo} pode ter no máximo ${max} caracteres.`)
    .refine(textoSeguro, `${rotulo} contém caracteres inválidos.`)
    .optional()
    .transform((v) => v || undefined);

export const ListarAuditoriaQuerySchema = PaginacaoQuerySchema.extend({
  busca: texto('A busca', 120).describe('Trecho da ação, do alvo ou do nome de quem agiu'),
  acao: texto('A ação', 60).describe('Prefixo da ação ("evento." traz todas as de eventos)'),
  ator_id: idSchema('Pessoa inválida.').optional(),
  alvo_tipo: texto('O tipo do alvo', 40),
  alvo_id: texto('O alvo', 40),
  de: DataDoCalendarioSchema.optional().describe('Primeiro dia (AAAA-MM-DD, horário de São Paulo)'),
  ate: DataDoCalendarioSchema.optional().describe('Último dia, inclusive'),
}).refine((q) => !q.de || !q.ate || q.de <= q.ate, { message: 'A data final deve ser igual ou posterior à inicial.', path: ['ate'] });

export const EntradaAuditoriaSchema = z.object({
  id: z.number().int(),
  quando: z.string().describe('Instante ISO 8601'),
  ator: z.object({ id: z.number().int().nullable(), nome: z.string().nullable() }),
  acao: z.string(),
  alvo_tipo: z.string(),
  alvo_id: z.string(),
  detalhes: z.unknown().nullable(),
  antes: z.unknown().nullable(),
  depois: z.unknown().nullable(),
});
export type EntradaAuditoria = z.infer<typeof EntradaAuditoriaSchema>;

export const ListaAuditoriaSchema = paginaSchema(EntradaAuditoriaSchema).extend({
  acoes: z.array(z.string()).describe('As ações já gravadas (para o filtro)'),
});
export type ListaAuditoria = z.infer<typeof ListaAuditoriaSchema>;

export const auditoriaEndpoints = {
  listar: defineEndpoint({
    method: 'GET', path: '/api/admin/auditoria', acesso: { perfis: ['administrador'] }, tag: 'auditoria',
    resumo: 'A trilha de auditoria, mais nova primeiro: busca, filtros de ação, pessoa, alvo e período, paginada',
    query: ListarAuditoriaQuerySchema, response: ListaAuditoriaSchema,
  }),
} as const;
