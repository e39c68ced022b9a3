import type { FastifyInstance, FastifyReply, FastifyRequest, RouteShorthandOptions } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Endpoint, EndpointBody, EndpointParams, EndpointQuery, EndpointResponse } from '#shared/contracts/endpoint.ts';
import { ErrorBodySchema } from '#shared/errors.ts';
import { temAlgumPerfil } from '#shared/rules/perfis.ts';
import { criarCtx, type CtxAutenticado, type Ctx, type UsuarioAutenticado } from './context.ts';
import { AppError } from './errors.ts';
import { exigirPermissao } from './permissao.ts';
import { autenticar, COOKIE_SESSAO } from './auth/autenticar.ts';

type CtxDe<E extends Endpoint> = E['acesso'] extends 'publico' | 'opcional' ? Ctx : CtxAutenticado;

export interface RouteInput<E extends Endpoint> {
  params: EndpointParams<E>;
  query: EndpointQuery<E>;
  body: EndpointBody<E>;
  ctx: CtxDe<E>;
  req: FastifyRequest;
  reply: FastifyReply;
}

export interface RouteOptions {
  /**
   * Limite desta rota (`@fastify/rate-limit`). Rota pública: por IP. Rota com sessão: por conta, contado depois
   * da autenticação — pedidos anônimos recebem 401 e não gastam o limite de quem está logado.
   */
  rateLimit?: { max: number; timeWindow: number | string };
  bodyLimit?: number;
}

/** Quem a autenticação da entrada (onRequest) reconheceu, por requisição. */
const reconhecidos = new WeakMap<FastifyRequest, UsuarioAutenticado>();

/** A chave do limite de uma rota com sessão: a conta (a autenticação já rodou); sem ela, o IP. */
const chavePorConta = (req: FastifyRequest) => {
  const u = reconhecidos.get(req);
  return u ? `conta:${u.id}` : req.ip;
};

/**
 * Registra uma rota a partir da definição do contrato: valida entrada e saída pelos esquemas zod,
 * aplica o acesso declarado (sessão e perfis) e entrega ao handler um `ctx` de serviço.
 * Nas respostas autenticadas envia `X-Perfil-Incompleto: 1|0` (SPEC §4) e, salvo declaração no contrato,
 * `Cache-Control: no-store` (dados pessoais não ficam em cache de navegador nem de proxy).
 */
export function defineRoute<E extends Endpoint>(
  app: FastifyInstance,
  endpoint: E,
  handler: (input: RouteInput<E>) => Promise<EndpointResponse<E>>,
  options: RouteOptions = {},
): void {
  const status = endpoint.status ?? 200;
  const opts: RouteShorthandOptions = {
    schema: {
      summary: endpoint.resumo,
      tags: [endpoint.tag],
      ...(endpoint.acesso === 'publico'
        ? {}
        : { security: [...(endpoint.acesso === 'opcional' ? [{}] : []), { bearer: [] }, { cookie: [] }] }),
      ...(endpoint.params ? { params: endpoint.params } : {}),
      ...(endpoint.query ? { querystring: endpoint.query } : {}),
      ...(endpoint.body ? { body: endpoint.body } : {}),
      response: {
        [status]: status === 204 ? z.null().describe('Sem conteúdo') : endpoint.response,
        '4xx': ErrorBodySchema,
      },
    },
    ...(options.bodyLimit ? { bodyLimit: options.bodyLimit } : {}),
  };
  const acesso = endpoint.acesso;
  const comSessao = acesso !== 'publico' && acesso !== 'opcional';
  if (options.rateLimit) {
    // o gancho do limite entra depois do `onRequest` da autenticação (o plugin o acrescenta ao fim da lista)
    opts.config = { rateLimit: comSessao ? { ...options.rateLimit, keyGenerator: chavePorConta } : options.rateLimit };
  }
  // `opcional` também: a resposta muda com quem pede
  const cache = endpoint.cache ?? (acesso === 'publico' ? undefined : 'no-store');
  app.withTypeProvider<ZodTypeProvider>().route({
    method: endpoint.method,
    url: endpoint.path,
    ...opts,
    /*
     * Sessão e perfil na entrada, antes de ler o corpo: um anônimo recebe 401 sem que o servidor receba os
     * megabytes de um upload, e o limite da rota (gancho seguinte) só conta quem passou por aqui.
     */
    onRequest: [entradaDaRota(app, acesso, cache)],
    handler: async (req, reply) => {
      const base = criarCtx(app.deps, req.log);
      const user = reconhecidos.get(req);
      if (user) base.user = user;
      const result = await handler({
        params: req.params as EndpointParams<E>,
        query: req.query as EndpointQuery<E>,
        body: req.body as EndpointBody<E>,
        ctx: base as CtxDe<E>,
        req,
        reply,
      });
      reply.code(status);
      return status === 204 ? reply.send() : result;
    },
  });
}

/** O gancho de entrada: cabeçalho de cache, sessão e perfil exigidos pelo contrato. */
function entradaDaRota(app: FastifyInstance, acesso: Endpoint['acesso'], cache: string | undefined) {
  return async (req: FastifyRequest, reply: FastifyReply) => {
    // antes da sessão: também os 401/403 saem sem cache; o handler ainda pode trocar o valor
    if (cache) reply.header('Cache-Control', cache);
    if (acesso === 'publico' || (acesso === 'opcional' && !temCredenciais(req))) return;
    const user = await autenticar(req, app.deps);
    reconhecidos.set(req, user);
    reply.header('X-Perfil-Incompleto', user.perfilIncompleto ? '1' : '0');
    exigirPermissao(typeof acesso !== 'object' || temAlgumPerfil(user.perfis, acesso.perfis));
  };
}

/** A requisição traz Bearer ou o cookie de sessão (rotas `opcional` só identificam quem os manda). */
function temCredenciais(req: FastifyRequest): boolean {
  return Boolean(req.headers.authorization?.trim() || req.cookies?.[COOKIE_SESSAO]);
}

/**
 * Contexto para rotas que não passam por `defineRoute` (arquivos binários): identifica quem manda
 * credenciais (401 se não valem, ou anônimo com `credencialInvalida: 'anonimo'`) e deixa anônimo quem não manda.
 */
export async function ctxOpcional(app: FastifyInstance, req: FastifyRequest, opts: { credencialInvalida?: 'recusar' | 'anonimo' } = {}): Promise<Ctx> {
  const ctx = criarCtx(app.deps, req.log);
  if (!temCredenciais(req)) return ctx;
  try {
    ctx.user = await autenticar(req, app.deps);
  } catch (err) {
    // `<img>` e links não renovam a sessão: para eles, uma credencial vencida vale como visita anônima
    if (opts.credencialInvalida !== 'anonimo' || !(err instanceof AppError) || err.code !== 'NAO_AUTENTICADO') throw err;
  }
  return ctx;
}
