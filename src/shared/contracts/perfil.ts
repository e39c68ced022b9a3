import { z } from 'zod';
import { PerfilSchema } from './comum.ts';
import { CAMPOS_PERFIL_OBRIGATORIOS } from '../rules/perfil-completo.ts';
import { CamposPerfilSchema, CelularSchema, DataNascimentoSchema, EmailSchema, NomeSchema, SenhaNovaSchema } from './campos.ts';
import { defineEndpoint } from './endpoint.ts';

/** O perfil da própria pessoa (`GET /api/perfil/me`). O CPF aparece só para consulta. */
export const PerfilMeSchema = z.object({
  id: z.number().int(),
  nome: z.string(),
  cpf: z.string().describe('CPF formatado 000.000.000-00 (somente leitura)'),
  email: z.string(),
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
  perfil: PerfilSchema,
  perfis: z.array(PerfilSchema),
  roles: z.array(PerfilSchema),
  perfil_incompleto: z.boolean(),
  campos_pendentes: z.array(z.enum(CAMPOS_PERFIL_OBRIGATORIOS)),
  criado_em: z.string().describe('ISO 8601'),
});
export type PerfilMe = z.infer<typeof PerfilMeSchema>;

/**
 * Atualização do próprio perfil. Trocar e-mail ou senha exige a senha atual
 * (o sistema anterior permitia sem ela, ⚠ tomada de conta).
 */
export const AtualizarPerfilBodySchema = z
  .object({
    nome: NomeSchema,
    email: EmailSchema,
    celular: CelularSchema,
    data_nascimento: DataNascimentoSchema,
    senha_atual: z.string().max(200).optional(),
    nova_senha: SenhaNovaSchema.optional(),
  })
  .extend(CamposPerfilSchema.shape);
export type AtualizarPerfilBody = z.input<typeof AtualizarPerfilBodySchema>;

const OpcaoSchema = z.object({ id: z.number().int(), nome: z.string() });
export type Opcao = z.infer<typeof OpcaoSchema>;
export const UnidadeSchema = OpcaoSchema.extend({ sigla: z.string() });

/** Listas das tabelas de apoio do perfil, na ordem de exibição. */
export const LookupsSchema = z.object({
  cargos: z.array(OpcaoSchema),
  unidades: z.array(UnidadeSchema),
  generos: z.array(OpcaoSchema),
  orientacoes_sexuais: z.array(OpcaoSchema),
  cores_racas: z.array(OpcaoSchema),
  escolaridades: z.array(OpcaoSchema),
  deficiencias: z.array(OpcaoSchema),
});
export type Lookups = z.infer<typeof LookupsSchema>;

const tag = 'perfil';
export const perfilEndpoints = {
  obter: defineEndpoint({
    method: 'GET', path: '/api/perfil/me', acesso: 'autenticado', tag,
    resumo: 'Perfil da pessoa logada (Bearer ou cookie)', response: PerfilMeSchema,
  }),
  atualizar: defineEndpoint({
    method: 'PUT', path: '/api/perfil/me', acesso: 'autenticado', tag,
    resumo: 'Atualiza o próprio perfil', body: AtualizarPerfilBodySchema, response: PerfilMeSchema,
  }),
  lookups: defineEndpoint({
    method: 'GET', path: '/api/lookups', acesso: 'publico', tag,
    resumo: 'Listas de cargos, unidades, gêneros, orientações, cores/raças, escolaridades e deficiências', response: LookupsSchema,
  }),
} as const;
