import { z } from 'zod';
import { CamposPerfilSchema, CelularSchema, CpfSchema, DataNascimentoSchema, EmailSchema, NomeSchema, SenhaNovaSchema } from './campos.ts';
import { MensagemSchema, PerfilSchema } from './comum.ts';
import { defineEndpoint } from './endpoint.ts';

/** A pessoa como a sessão do navegador a guarda (SPEC §3: `usuario`). */
export const UsuarioSessaoSchema = z.object({
  id: z.number().int(),
  nome: z.string(),
  email: z.string(),
  perfil: PerfilSchema.describe('Perfil principal (o mais alto)'),
  perfis: z.array(PerfilSchema).describe('Todos os perfis da pessoa'),
  roles: z.array(PerfilSchema).describe('O mesmo que perfis (compatibilidade)'),
});
export type UsuarioSessao = z.infer<typeof UsuarioSessaoSchema>;

export const SessaoSchema = z.object({
  token: z.string().describe('JWT de acesso (curto); enviar como Bearer'),
  refresh_token: z.string().describe('Token de renovação, trocado a cada uso'),
  usuario: UsuarioSessaoSchema,
});
export type Sessao = z.infer<typeof SessaoSchema>;

export const CadastroBodySchema = z
  .object({
    nome: NomeSchema,
    cpf: CpfSchema,
    email: EmailSchema,
    celular: CelularSchema,
    data_nascimento: DataNascimentoSchema,
    senha: SenhaNovaSchema,
  })
  .extend(CamposPerfilSchema.shape);
export type CadastroBody = z.input<typeof CadastroBodySchema>;

export const LoginBodySchema = z.object({
  identificador: z.string({ error: 'Informe CPF ou e-mail.' }).trim().min(1, 'Informe CPF ou e-mail.').max(200),
  senha: z.string({ error: 'Digite sua senha.' }).min(1, 'Digite sua senha.').max(200),
});
export type LoginBody = z.infer<typeof LoginBodySchema>;

/** Corpo opcional: um POST sem corpo (só o cookie) chega como `null` e vale como `{}`. */
export const RefreshBodySchema = z
  .object({
    refresh_token: z.string().max(300).optional().describe('Se ausente, usa o cookie de sessão'),
  })
  .nullish()
  .transform((v) => v ?? {});

/**
 * Resposta da renovação. Com `refresh_token` no corpo ele é trocado e o novo vem aqui; renovando
 * só pelo cookie, vem apenas um novo token de acesso (o cookie não é o segredo de renovação).
 */
export const RenovacaoSchema = SessaoSchema.extend({
  refresh_token: z.string().optional().describe('Novo token de renovação (ausente quando renovado pelo cookie)'),
});
export type Renovacao = z.infer<typeof RenovacaoSchema>;

export const RecuperarSenhaBodySchema = z.object({ email: EmailSchema });
export const RedefinirSenhaBodySchema = z.object({
  token: z.string({ error: 'Link inválido ou ausente.' }).min(10, 'Link inválido ou ausente.').max(200),
  senha: SenhaNovaSchema,
});
export const GoogleBodySchema = z.object({
  credential: z.string({ error: 'Credencial do Google não fornecida.' }).min(10, 'Credencial do Google não fornecida.').max(5000),
});
export const AuthConfigSchema = z.object({
  google_client_id: z.string().nullable().describe('Client id público do Google; nulo quando desligado'),
});

/** Mensagem neutra da recuperação: nunca revela se a conta existe. */
export const MENSAGEM_RECUPERACAO =
  'Se o e-mail estiver cadastrado, você receberá as instruções para redefinir a senha.';

const tag = 'auth';
export const authEndpoints = {
  cadastro: defineEndpoint({
    method: 'POST', path: '/api/auth/cadastro', acesso: 'publico', tag, cache: 'no-store', status: 201,
    resumo: 'Cria a conta e já abre a sessão', body: CadastroBodySchema, response: SessaoSchema,
  }),
  login: defineEndpoint({
    method: 'POST', path: '/api/auth/login', acesso: 'publico', tag, cache: 'no-store',
    resumo: 'Entra com CPF ou e-mail e senha', body: LoginBodySchema, response: SessaoSchema,
  }),
  refresh: defineEndpoint({
    method: 'POST', path: '/api/auth/refresh', acesso: 'publico', tag, cache: 'no-store',
    resumo: 'Troca o refresh token por uma nova sessão (o antigo deixa de valer)', body: RefreshBodySchema, response: RenovacaoSchema,
  }),
  logout: defineEndpoint({
    method: 'POST', path: '/api/auth/logout', acesso: 'publico', tag, status: 204,
    resumo: 'Encerra a sessão atual', body: RefreshBodySchema, response: z.null(),
  }),
  recuperarSenha: defineEndpoint({
    method: 'POST', path: '/api/auth/recuperar-senha', acesso: 'publico', tag,
    resumo: 'Envia o link de redefinição (resposta neutra)', body: RecuperarSenhaBodySchema, response: MensagemSchema,
  }),
  redefinirSenha: defineEndpoint({
    method: 'POST', path: '/api/auth/redefinir-senha', acesso: 'publico', tag,
    resumo: 'Define nova senha com o token do e-mail (uso único, 1 h)', body: RedefinirSenhaBodySchema, response: MensagemSchema,
  }),
  google: defineEndpoint({
    method: 'POST', path: '/api/auth/google', acesso: 'publico', tag, cache: 'no-store',
    resumo: 'Entra com o ID token do Google (conta existente, e-mail verificado)', body: GoogleBodySchema, response: SessaoSchema,
  }),
  config: defineEndpoint({
    method: 'GET', path: '/api/auth/config', acesso: 'publico', tag,
    resumo: 'Opções públicas de login', response: AuthConfigSchema,
  }),
} as const;
