/**
 * Atraso por conta sob tentativas simultâneas. A regra (auth.service.ts, `entrar`):
 * 1. antes de conferir a senha, cada tentativa é reservada num UPDATE atômico que já a conta como
 *    falha; a 5ª seguida põe a conta em espera e, durante a espera, nenhuma senha é conferida (429);
 * 2. a senha certa só abre a sessão se, ao fim da conferência, a conta não estiver em espera por causa
 *    de outra tentativa; se a espera foi posta pela própria tentativa certa (ela foi a 5ª) e nenhuma
 *    outra foi reservada depois, ela entra.
 * Logo, numa rajada, no máximo 5 senhas são conferidas, e a certa só entra se foi a 5ª.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { usuarios } from '../../db/schema/index.ts';
import { hashSenha } from '../../lib/senha.ts';
import { criarAppDeTeste, fechar, limpar, type AppDeTeste } from '../../testing/app.ts';
import { criarUsuario, SENHA_PADRAO } from '../../testing/factories.ts';
import { FALHAS_LOGIN_MAXIMO } from './auth.service.ts';

let t: AppDeTeste;
beforeAll(async () => {
  t = await criarAppDeTeste();
});
afterAll(() => fechar(t));
beforeEach(() => limpar(t));

const MINUTO = 60_000;
const ERRADA = 'Errada#999';
const login = (identificador: string, senha: string) =>
  t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { identificador, senha } });

async function estado(id: number) {
  const [p] = await t.handle.db.select().from(usuarios).where(eq(usuarios.id, id));
  return { falhas: p!.falhasLogin, esperaMs: p!.bloqueadoAte ? p!.bloqueadoAte.getTime() - t.relogio.agora.getTime() : null };
}

/**
 * Pessoa cuja senha custa scrypt 2^16 (~0,1 s por conferência): reservar uma tentativa é uma consulta
 * de milissegundos, então todas as reservas de uma rajada acontecem antes de qualquer conferência acabar.
 */
async function pessoaComSenhaCara() {
  const u = await criarUsuario(t.handle.db);
  await t.handle.db.update(usuarios).set({ senhaHash: await hashSenha(SENHA_PADRAO, 16) }).where(eq(usuarios.id, u.id));
  return u;
}

describe('login simultâneo', () => {
  it('10 senhas erradas e a certa ao mesmo tempo: no máximo 5 senhas conferidas; a certa só entra se foi a 5ª tentativa', async () => {
    const u = await pessoaComSenhaCara();
    const rs = await Promise.all([...Array<string>(10).fill(ERRADA), SENHA_PADRAO].map((senha) => login(u.cpf, senha)));
    const codigos = rs.map((r) => r.statusCode);
    const certa = codigos[10]!;
    const erradas401 = codigos.slice(0, 10).filter((c) => c === 401).length;
    expect(codigos.every((c) => c === 200 || c === 401 || c === 429), String(codigos)).toBe(true);
    expect(codigos.filter((c) => c !== 429).length, 'senhas conferidas').toBeLessThanOrEqual(5);
    if (certa === 200) {
      // foi a 5ª reservada: as 4 anteriores foram conferidas (401) e as 6 seguintes recusadas sem conferir
      expect(erradas401).toBe(4);
      expect(await estado(u.id)).toEqual({ falhas: 0, esperaMs: null });
    } else {
      expect(certa).toBe(429);
      expect(rs[10]!.json().code).toBe('MUITAS_TENTATIVAS');
      expect([4, 5]).toContain(erradas401);
      expect(await estado(u.id)).toEqual({ falhas: 5, esperaMs: MINUTO });
    }
  });

  it('a senha certa em conferência é recusada (429) quando outras tentativas põem a conta em espera nesse meio-tempo', async () => {
    const u = await pessoaComSenhaCara();
    const certa = login(u.cpf, SENHA_PADRAO);
    // espera a certa reservar a 1ª tentativa (ela segue conferindo a senha cara)
    for (let i = 0; i < 100 && (await estado(u.id)).falhas === 0; i++) await new Promise((ok) => setTimeout(ok, 1));
    const erradas = await Promise.all(Array.from({ length: 10 }, () => login(u.cpf, ERRADA)));
    const r = await certa;
    expect(r.statusCode).toBe(429);
    expect(r.json()).toMatchObject({ code: 'MUITAS_TENTATIVAS', erro: expect.stringContaining('Aguarde 1 minuto') });
    const codigos = erradas.map((e) => e.statusCode);
    expect(codigos.filter((c) => c === 401).length).toBeLessThanOrEqual(5);
    expect(codigos.filter((c) => c === 401).length + codigos.filter((c) => c === 429).length).toBe(10);
    expect(await estado(u.id)).toEqual({ falhas: 5, esperaMs: MINUTO });
    t.relogio.avancar(MINUTO);
    expect((await login(u.cpf, SENHA_PADRAO)).statusCode).toBe(200);
  });

  it('em sequência continua valendo: 4 erradas e a certa entra; a 5ª errada põe em espera', async () => {
    const u = await criarUsuario(t.handle.db);
    for (let i = 0; i < 4; i++) expect((await login(u.email, ERRADA)).statusCode).toBe(401);
    expect((await login(u.email, SENHA_PADRAO)).statusCode).toBe(200);
    for (let i = 0; i < 5; i++) expect((await login(u.email, ERRADA)).statusCode).toBe(401);
    expect((await login(u.email, SENHA_PADRAO)).statusCode).toBe(429);
  });
});

describe('contador de falhas enorme', () => {
  it('com falhas_login = 2000 responde 401 e depois 429 (espera de 15 min), nunca 500', async () => {
    const u = await criarUsuario(t.handle.db);
    await t.handle.db.update(usuarios).set({ falhasLogin: 2000 }).where(eq(usuarios.id, u.id));
    const errada = await login(u.cpf, ERRADA);
    expect(errada.statusCode).toBe(401);
    expect(await estado(u.id)).toEqual({ falhas: FALHAS_LOGIN_MAXIMO, esperaMs: 15 * MINUTO });
    const bloqueada = await login(u.cpf, SENHA_PADRAO);
    expect(bloqueada.statusCode).toBe(429);
    expect(bloqueada.json().erro).toContain('Aguarde 15 minutos');
    t.relogio.avancar(15 * MINUTO);
    expect((await login(u.cpf, ERRADA)).statusCode).toBe(401);
    t.relogio.avancar(15 * MINUTO);
    expect((await login(u.cpf, SENHA_PADRAO)).statusCode).toBe(200);
    expect(await estado(u.id)).toEqual({ falhas: 0, esperaMs: null });
  });
});
