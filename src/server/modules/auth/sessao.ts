import { randomUUID } from 'node:crypto';
import type { Renovacao, Sessao, UsuarioSessao } from '#shared/contracts/auth.ts';
import { perfilIncompleto } from '#shared/rules/perfil-completo.ts';
import { ehPerfil, perfilPrincipal } from '#shared/rules/perfis.ts';
import type { CookieSessao } from '../../lib/auth/cookie-sessao.ts';
import { hashToken } from '../../lib/auth/tokens.ts';
import type { Ctx } from '../../lib/context.ts';
import { inserirSessao, type PessoaSessao } from './auth.repository.ts';
import { gerarSegredoRefresh, montarRefreshToken } from './refresh-token.ts';

const MINUTO_MS = 60_000;
const DIA_MS = 24 * 60 * MINUTO_MS;

/** O que as operações de sessão usam do contexto (`db` pode ser o `tx` de quem chama). */
type CtxSessao = Pick<Ctx, 'db' | 'selador' | 'config'>;

/** Resultado de login, cadastro, Google e renovação: o corpo da resposta e o cookie a gravar. */
export interface SessaoAberta<S extends Renovacao = Sessao> {
  sessao: S;
  cookie: CookieSessao | null;
  perfilIncompleto: boolean;
}

/** A pessoa como o navegador a guarda (`usuario` da sessão). */
export function paraUsuarioSessao(p: PessoaSessao): UsuarioSessao {
  const perfis = p.perfis.filter(ehPerfil);
  return { id: p.id, nome: p.nome, email: p.email, perfil: perfilPrincipal(perfis), perfis, roles: perfis };
}

/**
 * Abre uma sessão nova: grava a linha em `sessoes` (só o hash do segredo de renovação), que dura
 * `SESSION_DAYS` a partir de agora, e emite o JWT de acesso, o token de renovação e o JWT do cookie.
 */
export async function abrirSessao(ctx: CtxSessao, pessoa: PessoaSessao, agora: Date): Promise<SessaoAberta> {
  const sessaoId = randomUUID();
  const segredo = gerarSegredoRefresh(ctx.selador, sessaoId);
  const expiraEm = new Date(agora.getTime() + ctx.config.auth.sessionDays * DIA_MS);
  await inserirSessao(ctx.db, { id: sessaoId, usuarioId: pessoa.id, refreshHash: hashToken(segredo), criadaEm: agora, expiraEm });
  const emitida = await emitirTokens(ctx, pessoa, { sessaoId, expiraEm }, agora, { comCookie: true });
  return { ...emitida, sessao: { ...emitida.sessao, refresh_token: montarRefreshToken(sessaoId, segredo) } };
}

/**
 * JWT de acesso (curto, nunca além do fim da sessão) e, se pedido, o JWT do cookie (até o fim da sessão).
 */
export async function emitirTokens(
  ctx: Pick<Ctx, 'selador' | 'config'>,
  pessoa: PessoaSessao,
  sessao: { sessaoId: string; expiraEm: Date },
  agora: Date,
  opts: { comCookie: boolean },
): Promise<SessaoAberta<Renovacao>> {
  const claims = { usuarioId: pessoa.id, sessaoId: sessao.sessaoId };
  const fimAcesso = Math.min(agora.getTime() + ctx.config.auth.accessTokenMinutes * MINUTO_MS, sessao.expiraEm.getTime());
  const token = await ctx.selador.emitirToken(claims, 'access', new Date(fimAcesso), agora);
  const cookie = opts.comCookie
    ? { valor: await ctx.selador.emitirToken(claims, 'cookie', sessao.expiraEm, agora), expiraEm: sessao.expiraEm }
    : null;
  return { sessao: { token, usuario: paraUsuarioSessao(pessoa) }, cookie, perfilIncompleto: perfilIncompleto(pessoa) };
}
