/**
 * Apoio dos testes do módulo auth (não é um arquivo de teste: não roda sozinho).
 */
import cookie from '@fastify/cookie';
import Fastify, { type FastifyInstance, type LightMyRequestResponse } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { exportJWK, generateKeyPair, createLocalJWKSet, SignJWT, type JWTPayload } from 'jose';
import { z } from 'zod';
import { defineEndpoint } from '#shared/contracts/endpoint.ts';
import type { CadastroBody } from '#shared/contracts/auth.ts';
import { emails } from '../../db/schema/index.ts';
import { criarCtx, type Ctx } from '../../lib/context.ts';
import { registrarTratadorDeErros } from '../../lib/error-handler.ts';
import { defineRoute } from '../../lib/route.ts';
import type { AppDeTeste } from '../../testing/app.ts';
import { gerarCpf } from '../../testing/factories.ts';

export const SENHA_FORTE = 'Forte#2026abc';
export const HOST = 'escola.teste';
export const ORIGEM = `http://${HOST}`;

let n = 0;
/** Corpo de cadastro válido, com CPF e e-mail novos (perfil incompleto: só os campos obrigatórios). */
export function dadosCadastro(extra: Partial<CadastroBody> = {}): CadastroBody {
  const i = ++n + Math.floor(Math.random() * 1_000_000) * 1000;
  return {
    nome: 'Maria da Silva',
    cpf: gerarCpf(i),
    email: `maria${i}@exemplo.com.br`,
    celular: '(13) 99123-4567',
    data_nascimento: '1990-04-12',
    senha: SENHA_FORTE,
    ...extra,
  };
}

/** Contexto de serviço ligado ao banco e ao relógio da app de teste. */
export function ctxServico(t: AppDeTeste): Ctx {
  return criarCtx({ ...t.app.deps, now: () => t.relogio.agora }, t.app.log);
}

/** E-mails da caixa de saída para um endereço, depois de terminar o que corre em segundo plano. */
export async function emailsPara(t: AppDeTeste, para: string) {
  await t.app.deps.jobs.processarPendentes();
  const todos = await t.handle.db.select().from(emails);
  return todos.filter((e) => e.para === para);
}

/** Token do link `/redefinir-senha/<token>` de um texto de e-mail. */
export function tokenDoLink(texto: string): string {
  const m = /\/redefinir-senha\/([A-Za-z0-9_-]+)/.exec(texto);
  if (!m?.[1]) throw new Error('link de redefinição ausente no e-mail');
  return m[1];
}

/** Valor do cookie `sessao` gravado por uma resposta (ou undefined). */
export function cookieSessao(r: LightMyRequestResponse) {
  return r.cookies.find((c) => c.name === 'sessao');
}

/** Formato de todo corpo de erro da API. */
export const CorpoErroSchema = z.object({ erro: z.string().min(1), message: z.string().min(1), code: z.string().min(1) });

const eu = defineEndpoint({
  method: 'GET', path: '/api/teste/eu', acesso: 'autenticado', tag: 'teste',
  resumo: 'Quem sou eu (rota só dos testes)', response: z.object({ id: z.number(), via: z.string() }),
});
const escrever = defineEndpoint({
  method: 'POST', path: '/api/teste/eu', acesso: 'autenticado', tag: 'teste',
  resumo: 'Escrita autenticada (rota só dos testes)', response: z.object({ id: z.number(), via: z.string() }),
});

/**
 * Uma app mínima com rotas autenticadas, sobre as mesmas dependências (banco, selador, relógio) da
 * app de teste: serve para provar que uma sessão vale ou deixou de valer.
 */
export async function appProtegida(t: AppDeTeste): Promise<FastifyInstance> {
  const app = Fastify({ logger: false });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.decorate('deps', t.app.deps);
  await app.register(cookie);
  registrarTratadorDeErros(app);
  defineRoute(app, eu, async ({ ctx }) => ({ id: ctx.user.id, via: ctx.user.via }));
  defineRoute(app, escrever, async ({ ctx }) => ({ id: ctx.user.id, via: ctx.user.via }));
  await app.ready();
  return app;
}

export const GOOGLE_CLIENT_ID = 'cliente-teste.apps.googleusercontent.com';

/** Par de chaves local no papel do Google: assina ID tokens e fornece o JWKS correspondente. */
export async function googleDeTeste(agora: () => Date) {
  const { privateKey, publicKey } = await generateKeyPair('RS256');
  const jwk = { ...(await exportJWK(publicKey)), kid: 'chave-teste', alg: 'RS256', use: 'sig' };
  const chaves = createLocalJWKSet({ keys: [jwk] });
  async function emitirToken(claims: JWTPayload, opts: { chave?: Parameters<SignJWT['sign']>[0]; exp?: number } = {}) {
    const iat = Math.floor(agora().getTime() / 1000);
    return new SignJWT({ iss: 'https://accounts.google.com', aud: GOOGLE_CLIENT_ID, email_verified: true, ...claims })
      .setProtectedHeader({ alg: 'RS256', kid: 'chave-teste' })
      .setIssuedAt(iat)
      .setExpirationTime(opts.exp ?? iat + 3600)
      .sign(opts.chave ?? privateKey);
  }
  return { chaves, emitirToken };
}
