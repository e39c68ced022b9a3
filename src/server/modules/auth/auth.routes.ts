import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { authEndpoints as e, type Renovacao } from '#shared/contracts/auth.ts';
import { apagarCookieSessao, credenciaisDaRequisicao, gravarCookieSessao } from '../../lib/auth/cookie-sessao.ts';
import { defineRoute } from '../../lib/route.ts';
import {
  cadastrar,
  entrar,
  entrarComGoogle,
  redefinirSenha,
  renovarSessao,
  sair,
  solicitarRecuperacao,
  type SessaoAberta,
} from './auth.service.ts';

export default async function authRoutes(app: FastifyInstance): Promise<void> {
  const { config } = app.deps;
  const limite = { rateLimit: { max: config.auth.rateLimitPerMin, timeWindow: '1 minute' } };

  /** Grava o cookie, avisa a completude do perfil e devolve o corpo da sessão. */
  function responder<S extends Renovacao>(req: FastifyRequest, reply: FastifyReply, aberta: SessaoAberta<S>): S {
    if (aberta.cookie) gravarCookieSessao(req, reply, config, aberta.cookie);
    reply.header('X-Perfil-Incompleto', aberta.perfilIncompleto ? '1' : '0');
    return aberta.sessao;
  }

  defineRoute(app, e.cadastro, async ({ body, ctx, req, reply }) => responder(req, reply, await cadastrar(ctx, body)), limite);

  // req.ip respeita TRUST_PROXY: o limite de senhas é por par (conta ou identificador, IP)
  defineRoute(app, e.login, async ({ body, ctx, req, reply }) => responder(req, reply, await entrar(ctx, { ...body, ip: req.ip })), limite);

  defineRoute(app, e.refresh, async ({ body, ctx, req, reply }) => {
    const { cookie } = credenciaisDaRequisicao(req, config.appUrl);
    return responder(req, reply, await renovarSessao(ctx, { refreshToken: body.refresh_token, cookie }));
  });

  defineRoute(app, e.logout, async ({ body, ctx, req, reply }) => {
    await sair(ctx, { refreshToken: body.refresh_token, ...credenciaisDaRequisicao(req, config.appUrl) });
    apagarCookieSessao(req, reply, config);
    return null;
  });

  defineRoute(app, e.recuperarSenha, ({ body, ctx }) => solicitarRecuperacao(ctx, body), limite);

  defineRoute(app, e.redefinirSenha, ({ body, ctx }) => redefinirSenha(ctx, body), limite);

  defineRoute(app, e.google, async ({ body, ctx, req, reply }) => responder(req, reply, await entrarComGoogle(ctx, body)), limite);

  defineRoute(app, e.config, async ({ ctx }) => ({ google_client_id: ctx.config.auth.googleClientId ?? null }));
}
