/**
 * Sair (SPEC §4): avisa o servidor (POST /api/auth/logout, melhor esforço — uma falha não impede a
 * saída), limpa a sessão local mantendo o tema, descarta o cache de consultas da pessoa e vai para /login.
 */
import type { authEndpoints } from '#shared/contracts/auth.ts';
import { callApi } from './api-client.ts';
import { definirPerfilIncompleto } from './perfil-flag.ts';
import { limparSessao, obterRefreshToken } from './sessao.ts';
import { LOGIN } from './caminhos.ts';

/** Quanto esperar pelo servidor antes de sair assim mesmo. */
export const ESPERA_LOGOUT_MS = 3000;

export async function sair(navegar: (para: string) => void): Promise<void> {
  const refresh = obterRefreshToken();
  const ctl = new AbortController();
  const timer = setTimeout(() => ctl.abort(), ESPERA_LOGOUT_MS);
  try {
    await callApi<typeof authEndpoints.logout>(
      { method: 'POST', path: '/api/auth/logout' },
      { body: refresh ? { refresh_token: refresh } : {}, cru: true, signal: ctl.signal },
    );
  } catch {
    /* melhor esforço: o token local some de qualquer jeito */
  } finally {
    clearTimeout(timer);
  }
  limparSessao();
  definirPerfilIncompleto(null);
  // limpeza extra: nada da sessão anterior fica no cache de consultas (só se o módulo já foi usado)
  await import('./query-client.ts').then((m) => m.queryClient.clear()).catch(() => undefined);
  navegar(LOGIN);
}
