import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Config } from '../../config.ts';
import { COOKIE_SESSAO, extrairBearer, mesmaOrigem } from './autenticar.ts';

/** Valor e validade do cookie httpOnly de sessão (a rota o grava). */
export interface CookieSessao {
  valor: string;
  expiraEm: Date;
}

/** Secure quando COOKIE_SECURE=true, ou em `auto` se a requisição chegou por https. */
function seguro(req: FastifyRequest, config: Pick<Config, 'auth'>): boolean {
  const modo = config.auth.cookieSecure;
  return modo === 'true' || (modo === 'auto' && req.protocol === 'https');
}

/** Grava o cookie httpOnly de sessão (SameSite=Lax, path /), com a validade da sessão. */
export function gravarCookieSessao(req: FastifyRequest, reply: FastifyReply, config: Pick<Config, 'auth'>, cookie: CookieSessao): void {
  reply.setCookie(COOKIE_SESSAO, cookie.valor, {
    httpOnly: true,
    sameSite: 'lax',
    path: '/',
    secure: seguro(req, config),
    expires: cookie.expiraEm,
  });
}

export function apagarCookieSessao(req: FastifyRequest, reply: FastifyReply, config: Pick<Config, 'auth'>): void {
  reply.clearCookie(COOKIE_SESSAO, { httpOnly: true, sameSite: 'lax', path: '/', secure: seguro(req, config) });
}

/** Credenciais da requisição para renovar ou encerrar a sessão (`appUrl`: origem da própria aplicação). */
export function credenciaisDaRequisicao(req: FastifyRequest, appUrl: string | undefined) {
  const valor = req.cookies?.[COOKIE_SESSAO];
  return {
    bearer: extrairBearer(req.headers.authorization),
    cookie: valor ? { valor, mesmaOrigem: mesmaOrigem(req, appUrl) } : null,
  };
}
