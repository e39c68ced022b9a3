import { z } from 'zod';
import { textoSeguro } from './campos.ts';
import { idSchema } from './comum.ts';
import { defineEndpoint } from './endpoint.ts';
import { EncontroSaidaSchema, MotivoSchema, PessoaRefSchema, StatusInscricaoSchema, StatusSchema, TipoEventoSchema, TurmaIdParamsSchema } from './eventos.ts';

export const InscricaoIdParamsSchema = z.object({ id: idSchema('Inscrição inválida.') });

/** Resultado de uma inscrição: confirmada, ou na lista de espera com a posição. */
export const ResultadoInscricaoSchema = z.object({
  id: z.number().int(),
  turma_id: z.number().int(),
  status: StatusInscricaoSchema,
  posicao_espera: z.number().int().nullable(),
  mensagem: z.string(),
});
export type ResultadoInscricao = z.infer<typeof ResultadoInscricaoSchema>;

/** Uma inscrição da pessoa, com o que as telas precisam para mostrá-la. */
export const MinhaInscricaoItemSchema = z.object({
  id: z.number().int(),
  status: StatusInscricaoSchema,
  posicao_espera: z.number().int().nullable(),
  criada_em: z.string(),
  cancelada_em: z.string().nullable(),
  motivo_cancelamento: z.string().nullable(),
  evento: z.object({ id: z.number().int(), titulo: z.string(), tipo: TipoEventoSchema, local: z.string() }),
  turma: z.object({
    id: z.number().int(),
    nome: z.string(),
    status: StatusSchema,
    data_inicio: z.string(),
    data_fim: z.string(),
    carga_horaria: z.number().int(),
    horario: z.object({ horario_inicio: z.string(), horario_fim: z.string() }).nullable(),
    datas: z.array(EncontroSaidaSchema),
    instrutor: z.array(PessoaRefSchema),
  }),
  /** Participantes cancelam até o início da turma. */
  pode_cancelar: z.boolean(),
});
export type MinhaInscricaoItem = z.infer<typeof MinhaInscricaoItemSchema>;

export const MinhasInscricoesQuerySchema = z.object({
  /** `ativas` (padrão: confirmadas e em espera), `todas` (inclui canceladas). */
  situacao: z.enum(['ativas', 'todas']).default('ativas'),
});

/** Inscrição vista pela administração (CPF mascarado). */
export const InscritoSchema = z.object({
  id: z.number().int(),
  status: StatusInscricaoSchema,
  posicao_espera: z.number().int().nullable(),
  criada_em: z.string(),
  cancelada_em: z.string().nullable(),
  motivo_cancelamento: z.string().nullable(),
  usuario: z.object({ id: z.number().int(), nome: z.string(), email: z.string(), cpf_mascarado: z.string() }),
});
export type Inscrito = z.infer<typeof InscritoSchema>;

export const InscritosQuerySchema = z.object({
  busca: z.string().trim().max(120).refine(textoSeguro, 'A busca contém caracteres inválidos.').optional(),
  situacao: z.enum(['ativas', 'todas', 'confirmada', 'em_espera', 'cancelada']).default('ativas'),
});

/** Busca de inscrições pela administração (por evento, turma ou pessoa). */
export const BuscarInscricoesQuerySchema = z.object({
  evento_id: idSchema('Evento inválido.').optional(),
  turma_id: idSchema('ID da turma inválido.').optional(),
  busca: z
    .string()
    .trim()
    .max(120, 'A busca pode ter no máximo 120 caracteres.')
    .refine(textoSeguro, 'A busca contém caracteres inválidos.')
    .optional()
    .describe('Nome, e-mail ou CPF da pessoa'),
  situacao: z.enum(['ativas', 'todas', 'confirmada', 'em_espera', 'cancelada']).default('ativas'),
  pagina: z.coerce.number().int().min(1).max(100_000).default(1),
  por_pagina: z.coerce.number().int().min(1).max(200, 'No máximo 200 por página.').default(50),
});

export const InscricaoAdminSchema = InscritoSchema.extend({
  evento: z.object({ id: z.number().int(), titulo: z.string() }),
  turma: z.object({ id: z.number().int(), nome: z.string(), status: StatusSchema }),
});

export const CancelarEmLoteBodySchema = MotivoSchema.extend({
  ids: z.array(idSchema('Inscrição inválida.')).min(1, 'Selecione pelo menos um participante.').max(500, 'No máximo 500 de uma vez.'),
});
export const ResultadoLoteSchema = z.object({
  canceladas: z.number().int(),
  /** Inscrições que já estavam canceladas ou não existem. */
  ignoradas: z.number().int(),
  mensagem: z.string(),
});

const tag = 'inscricoes';
const admin = { perfis: ['administrador'] } as const;

export const inscricoesEndpoints = {
  inscrever: defineEndpoint({
    method: 'POST', path: '/api/turmas/:turmaId/inscricoes', acesso: 'autenticado', tag, status: 201,
    resumo: 'Inscreve a pessoa logada na turma (ou na lista de espera, se lotada)',
    params: TurmaIdParamsSchema, response: ResultadoInscricaoSchema,
  }),
  cancelar: defineEndpoint({
    method: 'DELETE', path: '/api/inscricoes/:id', acesso: 'autenticado', tag,
    resumo: 'Cancela uma inscrição própria (até o início da turma); administradores, qualquer uma com motivo (corpo opcional { motivo })',
    params: InscricaoIdParamsSchema, body: MotivoSchema.partial().nullish(), response: ResultadoInscricaoSchema,
  }),
  minhas: defineEndpoint({
    method: 'GET', path: '/api/inscricoes/minhas', acesso: 'autenticado', tag,
    resumo: 'Inscrições da pessoa logada', query: MinhasInscricoesQuerySchema, response: z.array(MinhaInscricaoItemSchema),
  }),
  daTurma: defineEndpoint({
    method: 'GET', path: '/api/turmas/:turmaId/inscricoes', acesso: admin, tag,
    resumo: 'Inscrições de uma turma (administração)', params: TurmaIdParamsSchema, query: InscritosQuerySchema, response: z.array(InscritoSchema),
  }),
  buscar: defineEndpoint({
    method: 'GET', path: '/api/admin/inscricoes', acesso: admin, tag,
    resumo: 'Busca inscrições por evento, turma ou pessoa. Total em X-Total-Count',
    query: BuscarInscricoesQuerySchema, response: z.array(InscricaoAdminSchema),
  }),
  cancelarEmLote: defineEndpoint({
    method: 'POST', path: '/api/admin/inscricoes/cancelar', acesso: admin, tag,
    resumo: 'Cancela várias inscrições com um motivo (auditado; a lista de espera anda)',
    body: CancelarEmLoteBodySchema, response: ResultadoLoteSchema,
  }),
};
