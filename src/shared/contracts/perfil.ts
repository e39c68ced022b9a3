import { z } from 'zod';
import { PerfilSchema } from './comum.ts';
import { CAMPOS_PERFIL_OBRIGATORIOS } from '../rules/perfil-completo.ts';
import type { TipoEmailOpcional } from '../rules/preferencias-email.ts';
import { CamposPerfilSchema, CelularSchema, DataNascimentoSchema, EmailSchema, NomeSchema, SenhaNovaSchema } from './campos.ts';
import { defineEndpoint } from './endpoint.ts';
import { NotificacaoSchema } from './notificacoes.ts';

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

/** Todos os dados da pessoa guardados pela plataforma (direito de acesso da LGPD). */
export const MeusDadosSchema = z.object({
  gerado_em: z.string(),
  perfil: PerfilMeSchema,
  notificacoes: z.array(NotificacaoSchema),
  sessoes: z.array(
    z.object({ criada_em: z.string(), expira_em: z.string(), renovada_em: z.string().nullable(), revogada_em: z.string().nullable() }),
  ),
  alteracoes_por_administradores: z.array(
    z.object({ acao: z.string(), criado_em: z.string(), campos: z.array(z.string()).describe('Campos alterados') }),
  ),
});
export type MeusDados = z.infer<typeof MeusDadosSchema>;

/** Os e-mails opcionais e se a pessoa os recebe (os obrigatórios não aparecem: sempre saem). */
export const PreferenciasEmailSchema = z.object({
  lembrete_aula: z.boolean(),
  avaliacao_disponivel: z.boolean(),
  lembrete_avaliacao: z.boolean(),
} satisfies Record<TipoEmailOpcional, z.ZodBoolean>);
export type PreferenciasEmail = z.infer<typeof PreferenciasEmailSchema>;

const escolha = z.boolean({ error: 'Escolha sim ou não (verdadeiro ou falso).' }).optional();
/** Muda só os tipos enviados; tipo desconhecido ou valor que não seja verdadeiro/falso → 400. */
export const AtualizarPreferenciasEmailBodySchema = z
  .strictObject(
    { lembrete_aula: escolha, avaliacao_disponivel: escolha, lembrete_avaliacao: escolha } satisfies Record<TipoEmailOpcional, unknown>,
    { error: (i) => (i.code === 'unrecognized_keys' ? 'Tipo de e-mail desconhecido.' : undefined) },
  )
  .refine((b) => Object.keys(b).length > 0, 'Informe ao menos uma preferência.');

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
  exportar: defineEndpoint({
    method: 'GET', path: '/api/perfil/me/dados', acesso: 'autenticado', tag,
    resumo: 'Baixa, em JSON, todos os dados da pessoa guardados pela plataforma (LGPD)', response: MeusDadosSchema,
  }),
  preferenciasEmail: defineEndpoint({
    method: 'GET', path: '/api/perfil/preferencias-email', acesso: 'autenticado', tag,
    resumo: 'Quais e-mails opcionais a pessoa recebe (lembrete de aula, avaliação disponível, lembrete de avaliação)',
    response: PreferenciasEmailSchema,
  }),
  salvarPreferenciasEmail: defineEndpoint({
    method: 'PUT', path: '/api/perfil/preferencias-email', acesso: 'autenticado', tag,
    resumo: 'Escolhe quais e-mails opcionais receber; os obrigatórios sempre saem e a notificação no app continua',
    body: AtualizarPreferenciasEmailBodySchema, response: PreferenciasEmailSchema,
  }),
  lookups: defineEndpoint({
    method: 'GET', path: '/api/lookups', acesso: 'publico', tag,
    resumo: 'Listas de cargos, unidades, gêneros, orientações, cores/raças, escolaridades e deficiências', response: LookupsSchema,
  }),
} as const;
