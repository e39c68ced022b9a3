import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { jwtDeTeste } from '#web/testing/jwt.ts';
import { usarServidorMsw } from '#web/testing/msw.ts';
import { lerPerfilIncompleto, definirPerfilIncompleto } from './perfil-flag.ts';
import { sair } from './sair.ts';
import { CHAVES } from './sessao.ts';

const servidor = usarServidorMsw();

function sessao() {
  localStorage.setItem(CHAVES.token, jwtDeTeste());
  localStorage.setItem(CHAVES.refresh, 'r1');
  localStorage.setItem(CHAVES.usuario, JSON.stringify({ nome: 'Ana', email: 'a@b', perfil: 'usuario', perfis: ['usuario'], roles: ['usuario'] }));
  localStorage.setItem(CHAVES.perfil, '["usuario"]');
  localStorage.setItem(CHAVES.tema, 'dark');
  definirPerfilIncompleto(false);
}

describe('sair', () => {
  it('avisa o servidor com o refresh_token, limpa a sessão mantendo o tema e vai para /login', async () => {
    sessao();
    let corpo: unknown;
    let bearer: string | null = null;
    servidor.use(
      http.post('/api/auth/logout', async ({ request }) => {
        corpo = await request.json();
        bearer = request.headers.get('authorization');
        return new HttpResponse(null, { status: 204 });
      }),
    );
    const navegar = vi.fn();
    await sair(navegar);
    expect(corpo).toEqual({ refresh_token: 'r1' });
    expect(bearer).toMatch(/^Bearer /);
    for (const k of [CHAVES.token, CHAVES.refresh, CHAVES.usuario, CHAVES.perfil]) expect(localStorage.getItem(k)).toBeNull();
    expect(localStorage.getItem(CHAVES.tema)).toBe('dark');
    expect(lerPerfilIncompleto()).toBeNull();
    expect(navegar).toHaveBeenCalledWith('/login');
  });

  it('sai mesmo se o servidor falhar', async () => {
    sessao();
    servidor.use(http.post('/api/auth/logout', () => HttpResponse.error()));
    const navegar = vi.fn();
    await sair(navegar);
    expect(localStorage.getItem(CHAVES.token)).toBeNull();
    expect(navegar).toHaveBeenCalledWith('/login');
  });
});
