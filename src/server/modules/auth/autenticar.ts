import type { FastifyRequest } from 'fastify';
import { ehPerfil, type Perfil } from '#shared/rules/perfis.ts';
import { perfilIncompleto } from '#shared/rules/perfil-completo.ts';
import type { Db } from '../../db/client.ts';
import type { UsuarioAutenticado } from '../../lib/context.ts';
import { AppError } from '../../lib/errors.ts';
import { buscarSessaoAtiva } from './sessoes.repository.ts';
import type { Assinador } from './tokens.ts';

export const COOKIE_SESSAO = 'sessao';
const METODOS_SEGUROS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Identifica quem chama: Bearer primeiro, depois o cookie httpOnly (fallback do guard, SPEC §4).
 * Numa consulta só confere que a sessão não foi revogada nem expirou e lê perfis e completude
 * do banco, de modo que remover um perfil ou desativar a conta vale na hora.
 * Escritas autenticadas por cookie exigem a mesma origem (proteção contra CSRF).
 * @throws NAO_AUTENTICADO, ORIGEM_INVALIDA
 */
export async function autenticar(
  req: FastifyRequest,
  deps: { db: Db; assinador: Assinador; now: () => Date },
): Promise<UsuarioAutenticado> {
  const agora = deps.now();
  const bearer = extrairBearer(req.headers.authorization);
  const cookie = req.cookies?.[COOKIE_SESSAO];
  if (!bearer && !cookie) throw new AppError('NAO_AUTENTICADO', 'Não autenticado. Entre para continuar.');
  const via: UsuarioAutenticado['via'] = bearer ? 'bearer' : 'cookie';
  const claims = bearer
    ? await deps.assinador.verificar(bearer, 'access', agora)
    : await deps.assinador.verificar(cookie!, 'cookie', agora);
  if (!claims) throw new AppError('NAO_AUTENTICADO', 'Sessão expirada ou inválida. Entre novamente.');

  const linha = await buscarSessaoAtiva(deps.db, claims.sessaoId, claims.usuarioId, agora);
  if (!linha || !linha.ativo) throw new AppError('NAO_AUTENTICADO', 'Sessão expirada ou inválida. Entre novamente.');

  if (via === 'cookie' && !METODOS_SEGUROS.has(req.method) && !mesmaOrigem(req)) {
    throw new AppError('ORIGEM_INVALIDA', 'Requisição recusada: origem não autorizada.');
  }
  const perfis: Perfil[] = linha.perfis.filter(ehPerfil);
  return { id: linha.id, perfis, perfilIncompleto: perfilIncompleto(linha), sessaoId: claims.sessaoId, via };
}

/** Token do cabeçalho `Authorization: Bearer …` (tolera o prefixo repetido); nulo se ausente. */
export function extrairBearer(header: string | undefined): string | null {
  if (!header) return null;
  const m = /^Bearer\s+(.+)$/i.exec(header.trim());
  const token = m?.[1]?.replace(/^Bearer\s+/i, '').trim();
  return token || null;
}

/** Origin (ou Referer) com o mesmo host da requisição; navegadores sempre mandam Origin em POST. */
export function mesmaOrigem(req: FastifyRequest): boolean {
  const origem = req.headers.origin ?? req.headers.referer;
  if (!origem) return req.headers['sec-fetch-site'] === undefined || req.headers['sec-fetch-site'] === 'same-origin';
  try {
    const u = new URL(origem);
    // normaliza a porta padrão do esquema (Host "x:80" = Origin "http://x")
    return u.host === new URL(`${u.protocol}//${req.headers.host ?? ''}`).host;
  } catch {
    return false;
  }
}
