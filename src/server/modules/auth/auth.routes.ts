import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { authEndpoints as e, type Renovacao } from '#shared/contracts/auth.ts';
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
import { apagarCookieSessao, credenciaisDaRequisicao, gravarCookieSessao } from './cookie-sessao.ts';
import { chavesGoogle } from './google.ts';
import { aguardarSegundoPlano } from './segundo-plano.ts';

export default async function authRoutes(app: FastifyInstance): Promise<void> {
  const deps = app.deps;
  const limite = { rateLimit: { max: deps.config.auth.rateLimitPerMin, timeWindow: '1 minute' } };
  app.addHook('onClose', aguardarSegundoPlano);

  /** Grava o cookie, avisa a completude do perfil e devolve o corpo da sessão. */
  function responder<S extends Renovacao>(req: FastifyRequest, reply: FastifyReply, aberta: SessaoAberta<S>): S {
    if (aberta.cookie) gravarCookieSessao(req, reply, deps.config, aberta.cookie);
    reply.header('X-Perfil-Incompleto', aberta.perfilIncompleto ? '1' : '0');
    return aberta.sessao;
  }

  defineRoute(app, e.cadastro, async ({ body, ctx, req, reply }) => responder(req, reply, await cadastrar(ctx, deps, body)), limite);

  defineRoute(app, e.login, async ({ body, ctx, req, reply }) => responder(req, reply, await entrar(ctx, deps, body)), limite);

  defineRoute(app, e.refresh, async ({ body, ctx, req, reply }) => {
    const { cookie } = credenciaisDaRequisicao(req, deps.config.appUrl);
    return responder(req, reply, await renovarSessao(ctx, deps, { refreshToken: body.refresh_token, cookie }));
  });

  defineRoute(app, e.logout, async ({ body, ctx, req, reply }) => {
    await sair(ctx, deps, { refreshToken: body.refresh_token, ...credenciaisDaRequisicao(req, deps.config.appUrl) });
    apagarCookieSessao(req, reply, deps.config);
    return null;
  });

  defineRoute(app, e.recuperarSenha, ({ body, ctx }) => solicitarRecuperacao(ctx, deps, body.email), limite);

  defineRoute(app, e.redefinirSenha, ({ body, ctx }) => redefinirSenha(ctx, deps, body), limite);

  defineRoute(app, e.google, async ({ body, ctx, req, reply }) => {
    const aberta = await entrarComGoogle(ctx, { ...deps, chavesGoogle: chavesGoogle(deps) }, body.credential);
    return responder(req, reply, aberta);
  }, limite);

  defineRoute(app, e.config, async () => ({ google_client_id: deps.config.auth.googleClientId ?? null }));
}
