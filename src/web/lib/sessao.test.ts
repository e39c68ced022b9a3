import { describe, expect, it, vi } from 'vitest';
import { jwtDeTeste } from '#web/testing/jwt.ts';
import { observarSessao, CHAVES, haSessao, limparSessao, obterPerfis, obterToken, obterUsuario, salvarSessao, tokenValido } from './sessao.ts';

const usuario = { id: 1, nome: 'Ana', email: 'ana@exemplo.gov.br', perfis: ['instrutor' as const], roles: ['instrutor' as const] };

describe('obterToken', () => {
  it('tira o prefixo "Bearer " guardado', () => {
    const t = jwtDeTeste();
    localStorage.setItem(CHAVES.token, `Bearer ${t}`);
    expect(obterToken()).toBe(t);
  });

  it('token vencido limpa token, usuario, perfil e a marca de perfil incompleto (o refresh fica para renovar)', () => {
    localStorage.setItem(CHAVES.token, jwtDeTeste({ expEm: -1 }));
    localStorage.setItem(CHAVES.usuario, JSON.stringify(usuario));
    localStorage.setItem(CHAVES.perfil, '["instrutor"]');
    localStorage.setItem(CHAVES.refresh, 'r1');
    localStorage.setItem(CHAVES.tema, 'dark');
    sessionStorage.setItem(CHAVES.perfilIncompleto, '1');
    const aviso = vi.fn();
    const parar = observarSessao(aviso);
    expect(obterToken()).toBeNull();
    parar();
    expect(localStorage.getItem(CHAVES.token)).toBeNull();
    expect(localStorage.getItem(CHAVES.usuario)).toBeNull();
    expect(localStorage.getItem(CHAVES.perfil)).toBeNull();
    expect(sessionStorage.getItem(CHAVES.perfilIncompleto)).toBeNull();
    expect(localStorage.getItem(CHAVES.refresh)).toBe('r1');
    expect(localStorage.getItem(CHAVES.tema)).toBe('dark');
    expect(aviso).toHaveBeenCalled();
  });

  it('tokenValido é leitura pura (serve de getSnapshot): token vencido dá null sem apagar nada nem avisar', () => {
    const vencido = jwtDeTeste({ expEm: -1 });
    localStorage.setItem(CHAVES.token, vencido);
    localStorage.setItem(CHAVES.usuario, JSON.stringify(usuario));
    sessionStorage.setItem(CHAVES.perfilIncompleto, '1');
    const aviso = vi.fn();
    const parar = observarSessao(aviso);
    expect(tokenValido()).toBeNull();
    parar();
    expect(aviso).not.toHaveBeenCalled();
    expect(localStorage.getItem(CHAVES.token)).toBe(vencido);
    expect(localStorage.getItem(CHAVES.usuario)).not.toBeNull();
    expect(sessionStorage.getItem(CHAVES.perfilIncompleto)).toBe('1');
  });

  it('tokenValido devolve o token válido sem o prefixo e respeita nbf', () => {
    const t = jwtDeTeste({ nbfEm: 600 });
    localStorage.setItem(CHAVES.token, `Bearer ${t}`);
    expect(tokenValido()).toBeNull();
    expect(tokenValido(Date.now() + 700_000)).toBe(t);
  });

  it('nbf no futuro conta como sem token, mas não apaga nada', () => {
    const t = jwtDeTeste({ nbfEm: 600 });
    localStorage.setItem(CHAVES.token, t);
    expect(obterToken()).toBeNull();
    expect(localStorage.getItem(CHAVES.token)).toBe(t);
    expect(obterToken(Date.now() + 700_000)).toBe(t);
  });

  it('algo que não é JWT conta como sem token', () => {
    localStorage.setItem(CHAVES.token, 'lixo');
    expect(obterToken()).toBeNull();
  });
});

describe('haSessao', () => {
  it('um usuario que sobrou no armazenamento, sem token válido nem sessão confirmada, não é sessão', () => {
    localStorage.setItem(CHAVES.usuario, JSON.stringify(usuario));
    expect(haSessao()).toBe(false);
    localStorage.setItem(CHAVES.token, jwtDeTeste({ expEm: -1 }));
    expect(haSessao()).toBe(false);
    expect(localStorage.getItem(CHAVES.usuario)).not.toBeNull(); // leitura pura
  });

  it('token válido, ou a marca de sessão por cookie confirmada nesta aba, é sessão', () => {
    localStorage.setItem(CHAVES.token, jwtDeTeste());
    expect(haSessao()).toBe(true);
    localStorage.removeItem(CHAVES.token);
    sessionStorage.setItem(CHAVES.sessaoConfirmada, '1');
    expect(haSessao()).toBe(true);
  });
});

describe('obterPerfis', () => {
  it('sem nada guardado vale usuario', () => {
    expect(obterPerfis()).toEqual(['usuario']);
  });

  it('lê perfil como texto separado por vírgula ou JSON, ignorando valores desconhecidos', () => {
    localStorage.setItem(CHAVES.perfil, ' Instrutor , chefe ');
    expect(obterPerfis()).toEqual(['instrutor']);
    localStorage.setItem(CHAVES.perfil, '["administrador","usuario"]');
    expect(obterPerfis().sort()).toEqual(['administrador', 'usuario']);
  });

  it('junta perfil, perfis e roles de usuario', () => {
    localStorage.setItem(CHAVES.usuario, JSON.stringify({ nome: 'A', email: 'a@b', perfil: 'usuario', perfis: ['instrutor'], roles: 'administrador' }));
    expect(obterPerfis().sort()).toEqual(['administrador', 'instrutor', 'usuario']);
  });

  it('usuario com JSON quebrado é ignorado', () => {
    localStorage.setItem(CHAVES.usuario, '{quebrado');
    expect(obterUsuario()).toBeNull();
    expect(obterPerfis()).toEqual(['usuario']);
  });
});

describe('salvar e limpar', () => {
  it('salvarSessao guarda token, refresh, usuario (perfil principal) e a lista de perfis', () => {
    salvarSessao({ token: 't', refresh_token: 'r', usuario: { ...usuario, perfis: ['usuario', 'administrador'] } });
    expect(localStorage.getItem(CHAVES.token)).toBe('t');
    expect(localStorage.getItem(CHAVES.refresh)).toBe('r');
    expect(obterUsuario()).toMatchObject({ nome: 'Ana', perfil: 'administrador', perfis: ['usuario', 'administrador'] });
    expect(JSON.parse(localStorage.getItem(CHAVES.perfil)!)).toEqual(['usuario', 'administrador']);
  });

  it('logout limpa token, refresh_token, perfil e usuario (e as marcas da aba) e mantém o tema', () => {
    salvarSessao({ token: 't', refresh_token: 'r', usuario });
    localStorage.setItem(CHAVES.tema, 'light');
    sessionStorage.setItem(CHAVES.perfilIncompleto, '0');
    sessionStorage.setItem(CHAVES.sessaoConfirmada, '1');
    limparSessao();
    for (const k of [CHAVES.token, CHAVES.refresh, CHAVES.perfil, CHAVES.usuario]) expect(localStorage.getItem(k)).toBeNull();
    expect(sessionStorage.getItem(CHAVES.perfilIncompleto)).toBeNull();
    expect(sessionStorage.getItem(CHAVES.sessaoConfirmada)).toBeNull();
    expect(localStorage.getItem(CHAVES.tema)).toBe('light');
  });

  it('avisa quem observa também quando outra aba muda o token', () => {
    const aviso = vi.fn();
    const parar = observarSessao(aviso);
    window.dispatchEvent(new StorageEvent('storage', { key: CHAVES.token }));
    window.dispatchEvent(new StorageEvent('storage', { key: 'outra-coisa' }));
    parar();
    expect(aviso).toHaveBeenCalledTimes(1);
  });
});
