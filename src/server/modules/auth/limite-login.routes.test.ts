/**
 * Limite de tentativas de login por par (conta ou identificador, IP) — issue 5:
 * - uma rajada de senhas erradas de um IP põe em espera só aquele par: a dona entra de outro lugar;
 * - identificador sem conta conta e espera igual ao de uma conta, então 401/429 não revela quem existe.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { criarAppDeTeste, fechar, limpar, type AppDeTeste } from '../../testing/app.ts';
import { criarUsuario, SENHA_PADRAO } from '../../testing/factories.ts';

let t: AppDeTeste;
beforeAll(async () => {
  t = await criarAppDeTeste();
});
afterAll(() => fechar(t));
beforeEach(() => limpar(t));

const MINUTO = 60_000;
const ERRADA = 'Errada#999';
const IP_ATACANTE = '203.0.113.7';
const IP_DONA = '198.51.100.20';
const login = (identificador: string, senha: string, ip: string) =>
  t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { identificador, senha }, remoteAddress: ip });

async function rajada(identificador: string, ip: string, n: number) {
  const codigos: number[] = [];
  for (let i = 0; i < n; i++) codigos.push((await login(identificador, ERRADA, ip)).statusCode);
  return codigos;
}

describe('espera por par (conta, IP)', () => {
  it('cinco senhas erradas de um IP não impedem a dona de entrar de outro IP: só o par do atacante espera', async () => {
    const u = await criarUsuario(t.handle.db, { email: 'usuario@escola.demo' });
    expect(await rajada('usuario@escola.demo', IP_ATACANTE, 5)).toEqual([401, 401, 401, 401, 401]);
    expect((await login('usuario@escola.demo', SENHA_PADRAO, IP_ATACANTE)).statusCode).toBe(429);
    const dona = await login('usuario@escola.demo', SENHA_PADRAO, IP_DONA);
    expect(dona.statusCode).toBe(200);
    expect(dona.json().usuario.id).toBe(u.id);
    // o acerto da dona não libera o par do atacante
    expect((await login(u.cpf, SENHA_PADRAO, IP_ATACANTE)).statusCode).toBe(429);
  });

  it('a espera renovada sem parar pelo atacante nunca alcança outro IP', async () => {
    await criarUsuario(t.handle.db, { email: 'usuario@escola.demo' });
    await rajada('usuario@escola.demo', IP_ATACANTE, 5);
    for (const minutos of [1, 2, 4, 8, 15, 15]) {
      t.relogio.avancar(minutos * MINUTO);
      expect((await login('usuario@escola.demo', ERRADA, IP_ATACANTE)).statusCode).toBe(401);
      expect((await login('usuario@escola.demo', ERRADA, IP_ATACANTE)).statusCode).toBe(429);
    }
    expect((await login('usuario@escola.demo', SENHA_PADRAO, IP_DONA)).statusCode).toBe(200);
  });

  it('identificador sem conta responde como conta existente: 401 nas 5 primeiras falhas do IP, depois 429 com a mesma espera', async () => {
    const u = await criarUsuario(t.handle.db);
    const respostas = [];
    for (const identificador of [u.email, 'ninguem@escola.demo', '390.533.447-05', 'qualquer coisa']) {
      expect(await rajada(identificador, IP_ATACANTE, 5), identificador).toEqual([401, 401, 401, 401, 401]);
      const r = await login(identificador, SENHA_PADRAO, IP_ATACANTE);
      expect(r.statusCode, identificador).toBe(429);
      respostas.push(r.json());
    }
    expect(new Set(respostas.map((r) => JSON.stringify(r))).size).toBe(1);
    expect(respostas[0]).toMatchObject({ code: 'MUITAS_TENTATIVAS', erro: expect.stringContaining('Aguarde 1 minuto') });
  });

  it('identificador sem conta é normalizado: maiúsculas, espaços e máscara do CPF caem no mesmo par', async () => {
    expect(await rajada('Ninguem@Escola.demo', IP_ATACANTE, 3)).toEqual([401, 401, 401]);
    expect(await rajada(' ninguem@escola.demo ', IP_ATACANTE, 2)).toEqual([401, 401]);
    expect((await login('NINGUEM@escola.demo', ERRADA, IP_ATACANTE)).statusCode).toBe(429);
    expect(await rajada('390.533.447-05', IP_ATACANTE, 4)).toEqual([401, 401, 401, 401]);
    expect((await login('39053344705', ERRADA, IP_ATACANTE)).statusCode).toBe(401);
    expect((await login('390 533 447 05', ERRADA, IP_ATACANTE)).statusCode).toBe(429);
  });

  it('CPF (com e sem máscara) e e-mail da mesma conta contam juntos: trocar o identificador não rende tentativas', async () => {
    const u = await criarUsuario(t.handle.db);
    const mascara = `${u.cpf.slice(0, 3)}.${u.cpf.slice(3, 6)}.${u.cpf.slice(6, 9)}-${u.cpf.slice(9)}`;
    const codigos = [];
    for (const identificador of [u.cpf, mascara, u.email, u.email.toUpperCase(), u.cpf]) {
      codigos.push((await login(identificador, ERRADA, IP_ATACANTE)).statusCode);
    }
    expect(codigos).toEqual([401, 401, 401, 401, 401]);
    expect((await login(u.email, SENHA_PADRAO, IP_ATACANTE)).statusCode).toBe(429);
  });
});

describe('IP do par atrás de proxy reverso', () => {
  const loginVia = (app: AppDeTeste, identificador: string, senha: string, encaminhado: string) =>
    app.app.inject({
      method: 'POST', url: '/api/auth/login', payload: { identificador, senha }, remoteAddress: '10.0.0.1',
      headers: { 'x-forwarded-for': encaminhado },
    });

  it('com TRUST_PROXY o par usa o IP do X-Forwarded-For: a espera de um cliente não alcança outro atrás do mesmo proxy', async () => {
    const comProxy = await criarAppDeTeste({ env: { TRUST_PROXY: 'true' } });
    try {
      const u = await criarUsuario(comProxy.handle.db);
      for (let i = 0; i < 5; i++) expect((await loginVia(comProxy, u.cpf, ERRADA, IP_ATACANTE)).statusCode).toBe(401);
      expect((await loginVia(comProxy, u.cpf, SENHA_PADRAO, IP_ATACANTE)).statusCode).toBe(429);
      expect((await loginVia(comProxy, u.cpf, SENHA_PADRAO, IP_DONA)).statusCode).toBe(200);
    } finally {
      await fechar(comProxy);
    }
  });

  it('sem TRUST_PROXY o X-Forwarded-For é ignorado: trocar o cabeçalho não escapa da espera', async () => {
    const u = await criarUsuario(t.handle.db);
    for (let i = 0; i < 5; i++) expect((await loginVia(t, u.cpf, ERRADA, `198.51.100.${i}`)).statusCode).toBe(401);
    expect((await loginVia(t, u.cpf, SENHA_PADRAO, IP_DONA)).statusCode).toBe(429);
  });
});
