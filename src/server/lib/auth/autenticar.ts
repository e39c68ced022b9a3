import type { FastifyRequest } from 'fastify';
import { ehPerfil, type Perfil } from '#shared/rules/perfis.ts';
import { perfilIncompleto } from '#shared/rules/perfil-completo.ts';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import type { UsuarioAutenticado } from '../context.ts';
import { AppError } from '../errors.ts';
import { buscarSessaoAtiva } from './sessoes.repository.ts';
import type { Selador } from './tokens.ts';

export const COOKIE_SESSAO = 'sessao';
const METODOS_SEGUROS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** O que `autenticar` usa da app. */
export interface DepsAutenticar {
  db: Db;
  selador: Selador;
  now: () => Date;
  config: Pick<Config, 'appUrl'>;
}

const MSG_SESSAO_INVALIDA = 'Sessão expirada ou inválida. Entre novamente.';

/**
 * Identifica quem chama: Bearer primeiro, depois o cookie httpOnly (fallback do guard, SPEC §4).
 * Um Bearer recusado (vencido por diferença de relógio, token velho guardado no navegador, sessão
 * encerrada) não encerra a conversa quando há cookie: vale a sessão do cookie, com as regras do cookie.
 * Numa consulta só confere que a sessão não foi revogada nem expirou e lê perfis e completude
 * do banco, de modo que remover um perfil ou desativar a conta vale na hora.
 * Escritas autenticadas por cookie exigem a mesma origem (proteção contra CSRF).
 * @throws NAO_AUTENTICADO, ORIGEM_INVALIDA
 */
export async function autenticar(req: FastifyRequest, deps: DepsAutenticar): Promise<UsuarioAutenticado> {
  const agora = deps.now();
  const bearer = extrairBearer(req.headers.authorization);
  const cookie = req.cookies?.[COOKIE_SESSAO];
  if (!bearer && !cookie) throw new AppError('NAO_AUTENTICADO', 'Não autenticado. Entre para continuar.');

  /** Sessão ativa de conta ativa identificada pelo JWT; nula se o JWT ou a sessão não valem. */
  const sessaoDe = async (jwt: string, tipo: 'access' | 'cookie') => {
    const claims = await deps.selador.verificar(jwt, tipo, agora);
    const linha = claims ? await buscarSessaoAtiva(deps.db, claims.sessaoId, claims.usuarioId, agora) : null;
    return claims && linha?.ativo ? { sessaoId: claims.sessaoId, linha } : null;
  };
  let via: UsuarioAutenticado['via'] = 'bearer';
  let achada = bearer ? await sessaoDe(bearer, 'access') : null;
  if (!achada && cookie) {
    via = 'cookie';
    achada = await sessaoDe(cookie, 'cookie');
  }
  if (!achada) throw new AppError('NAO_AUTENTICADO', MSG_SESSAO_INVALIDA);

  if (via === 'cookie' && !METODOS_SEGUROS.has(req.method) && !mesmaOrigem(req, deps.config.appUrl)) {
    throw new AppError('ORIGEM_INVALIDA', 'Requisição recusada: origem não autorizada.');
  }
  const { linha } = achada;
  const perfis: Perfil[] = linha.perfis.filter(ehPerfil);
  return { id: linha.id, perfis, perfilIncompleto: perfilIncompleto(linha), sessaoId: achada.sessaoId, via };
}

/** Token do cabeçalho `Authorization: Bearer …` (tolera o prefixo repetido); nulo se ausente. */
export function extrairBearer(header: string | undefined): string | null {
  if (!header) return null;
  const m = /^Bearer\s+(.+)$/i.exec(header.trim());
  const token = m?.[1]?.replace(/^Bearer\s+/i, '').trim();
  return token || null;
}

/**
 * A requisição veio da própria aplicação: o Origin (ou Referer) é a origem de APP_URL, quando
 * configurada, ou tem o mesmo host da requisição. `req.host` usa X-Forwarded-Host só com TRUST_PROXY;
 * APP_URL cobre o proxy reverso que reescreve o Host. Navegadores sempre mandam Origin em POST.
 */
export function mesmaOrigem(req: FastifyRequest, appUrl: string | undefined): boolean {
  const origem = req.headers.origin ?? req.headers.referer;
  if (!origem) return req.headers['sec-fetch-site'] === undefined || req.headers['sec-fetch-site'] === 'same-origin';
  try {
    const u = new URL(origem);
    if (appUrl && u.origin === new URL(appUrl).origin) return true;
    // normaliza a porta padrão do esquema (Host "x:80" = Origin "http://x")
    return u.host === new URL(`${u.protocol}//${req.host}`).host;
  } catch {
    return false;
  }
}
