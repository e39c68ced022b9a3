import { z } from 'zod';
import { CamposPerfilSchema, CelularSchema, DataNascimentoSchema, EmailSchema, NomeSchema, textoSeguro } from './campos.ts';
import { IdParamsSchema, PaginacaoQuerySchema, PerfilSchema, paginaSchema } from './comum.ts';
import { defineEndpoint } from './endpoint.ts';

/** Linha da gestão de usuários: CPF sempre mascarado (LGPD). */
export const UsuarioResumoSchema = z.object({
  id: z.number().int(),
  nome: z.string(),
  email: z.string(),
  cpf_mascarado: z.string(),
  perfis: z.array(PerfilSchema),
  ativo: z.boolean(),
  unidade_sigla: z.string().nullable(),
  cargo_nome: z.string().nullable(),
  perfil_incompleto: z.boolean(),
  criado_em: z.string(),
});
export type UsuarioResumo = z.infer<typeof UsuarioResumoSchema>;

export const UsuarioDetalheSchema = UsuarioResumoSchema.extend({
  celular: z.string().nullable(),
  registro: z.string().nullable(),
  data_nascimento: z.string().nullable(),
  cargo_id: z.number().int().nullable(),
  unidade_id: z.number().int().nullable(),
  genero_id: z.number().int().nullable(),
  orientacao_sexual_id: z.number().int().nullable(),
  cor_raca_id: z.number().int().nullable(),
  escolaridade_id: z.number().int().nullable(),
  deficiencia_id: z.number().int().nullable(),
});
export type UsuarioDetalhe = z.infer<typeof UsuarioDetalheSchema>;

export const ListarUsuariosQuerySchema = PaginacaoQuerySchema.extend({
  busca: z
    .string()
    .trim()
    .max(120, 'A busca pode ter no máximo 120 caracteres.')
    .refine(textoSeguro, 'A busca contém caracteres inválidos.')
    .optional()
    .describe('Nome, CPF ou e-mail'),
  perfil: PerfilSchema.optional(),
  ativo: z.enum(['true', 'false']).optional().transform((v) => (v === undefined ? undefined : v === 'true')),
});
export const ListaUsuariosSchema = paginaSchema(UsuarioResumoSchema);

export const AtualizarUsuarioBodySchema = z
  .object({
    nome: NomeSchema,
    email: EmailSchema,
    celular: CelularSchema,
    data_nascimento: DataNascimentoSchema.nullable(),
  })
  .extend(CamposPerfilSchema.shape);
export type AtualizarUsuarioBody = z.input<typeof AtualizarUsuarioBodySchema>;

export const DefinirPerfisBodySchema = z.object({
  perfis: z.array(PerfilSchema).min(1, 'Escolha ao menos um perfil.').max(3),
});
export const DefinirSituacaoBodySchema = z.object({ ativo: z.boolean() });

const tag = 'usuarios';
const admin = { perfis: ['administrador'] } as const;
export const usuariosEndpoints = {
  listar: defineEndpoint({
    method: 'GET', path: '/api/usuarios', acesso: admin, tag,
    resumo: 'Busca pessoas por nome, CPF ou e-mail, paginado', query: ListarUsuariosQuerySchema, response: ListaUsuariosSchema,
  }),
  obter: defineEndpoint({
    method: 'GET', path: '/api/usuarios/:id', acesso: admin, tag,
    resumo: 'Dados de uma pessoa', params: IdParamsSchema, response: UsuarioDetalheSchema,
  }),
  atualizar: defineEndpoint({
    method: 'PUT', path: '/api/usuarios/:id', acesso: admin, tag,
    resumo: 'Edita os dados de uma pessoa (auditado)', params: IdParamsSchema, body: AtualizarUsuarioBodySchema, response: UsuarioDetalheSchema,
  }),
  definirPerfis: defineEndpoint({
    method: 'PUT', path: '/api/usuarios/:id/perfis', acesso: admin, tag,
    resumo: 'Concede e remove perfis (auditado)', params: IdParamsSchema, body: DefinirPerfisBodySchema, response: UsuarioDetalheSchema,
  }),
  definirSituacao: defineEndpoint({
    method: 'PUT', path: '/api/usuarios/:id/situacao', acesso: admin, tag,
    resumo: 'Desativa ou reativa uma conta (auditado; desativar encerra as sessões)', params: IdParamsSchema, body: DefinirSituacaoBodySchema, response: UsuarioDetalheSchema,
  }),
} as const;
