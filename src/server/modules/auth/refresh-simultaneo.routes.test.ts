/**
 * Renovação com o mesmo refresh token vinda de duas abas (ou de uma nova tentativa depois de uma
 * resposta perdida) — issue 5: dentro da janela de tolerância o token anterior recebe o mesmo par
 * novo; depois dela, apresentá-lo é reuso e revoga a sessão.
 */
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { SessaoSchema } from '#shared/contracts/auth.ts';
import { criarAppDeTeste, fechar, limpar, type AppDeTeste } from '../../testing/app.ts';
import { criarUsuario, SENHA_PADRAO } from '../../testing/factories.ts';
import { appProtegida, HOST } from './auth.test-utils.ts';

let t: AppDeTeste;
let protegida: FastifyInstance;
beforeAll(async () => {
  t = await criarAppDeTeste();
  protegida = await appProtegida(t);
});
afterAll(async () => {
  await protegida?.close();
  await fechar(t);
});
beforeEach(() => limpar(t));

const SEGUNDO = 1000;
const post = (url: string, payload: object) => t.app.inject({ method: 'POST', url, payload, headers: { host: HOST } });
const renovar = (refresh_token: string) => post('/api/auth/refresh', { refresh_token });
const eu = (bearer: string) =>
  protegida.inject({ method: 'GET', url: '/api/teste/eu', headers: { host: HOST, authorization: `Bearer ${bearer}` } });

async function entrar() {
  const u = await criarUsuario(t.handle.db);
  const r = await post('/api/auth/login', { identificador: u.cpf, senha: SENHA_PADRAO });
  return SessaoSchema.parse(r.json());
}

describe('POST /api/auth/refresh com o mesmo token ao mesmo tempo', () => {
  it('duas renovações simultâneas com o mesmo refresh token: as duas respondem 200 com o mesmo refresh novo e a sessão continua', async () => {
    const s0 = await entrar();
    const rs = await Promise.all([renovar(s0.refresh_token), renovar(s0.refresh_token)]);
    expect(rs.map((r) => r.statusCode)).toEqual([200, 200]);
    const [a, b] = rs.map((r) => SessaoSchema.parse(r.json()));
    expect(a!.refresh_token).toBe(b!.refresh_token);
    expect(a!.refresh_token).not.toBe(s0.refresh_token);
    expect((await eu(a!.token)).statusCode).toBe(200);
    expect((await eu(b!.token)).statusCode).toBe(200);
    expect((await renovar(a!.refresh_token)).statusCode).toBe(200);
  });

  it('até 30 s depois da troca o refresh anterior recebe o mesmo refresh novo e um token de acesso novo', async () => {
    const s0 = await entrar();
    const s1 = SessaoSchema.parse((await renovar(s0.refresh_token)).json());
    t.relogio.avancar(29 * SEGUNDO);
    const outraAba = await renovar(s0.refresh_token);
    expect(outraAba.statusCode).toBe(200);
    const s1b = SessaoSchema.parse(outraAba.json());
    expect(s1b.refresh_token).toBe(s1.refresh_token);
    expect(s1b.token).not.toBe(s1.token);
    expect((await eu(s1b.token)).json()).toMatchObject({ via: 'bearer' });
    expect((await eu(s1.token)).statusCode).toBe(200);
    expect((await renovar(s1.refresh_token)).statusCode).toBe(200);
  });

  it('passados 30 s, reapresentar o refresh anterior é reuso: a sessão é revogada', async () => {
    const s0 = await entrar();
    const s1 = SessaoSchema.parse((await renovar(s0.refresh_token)).json());
    t.relogio.avancar(31 * SEGUNDO);
    const reuso = await renovar(s0.refresh_token);
    expect(reuso.statusCode).toBe(401);
    expect(reuso.json().code).toBe('NAO_AUTENTICADO');
    expect((await eu(s1.token)).statusCode).toBe(401);
    expect((await renovar(s1.refresh_token)).statusCode).toBe(401);
  });

  it('o refresh de duas trocas atrás é reuso mesmo dentro dos 30 s: a sessão é revogada', async () => {
    const s0 = await entrar();
    const s1 = SessaoSchema.parse((await renovar(s0.refresh_token)).json());
    const s2 = SessaoSchema.parse((await renovar(s1.refresh_token)).json());
    expect((await renovar(s0.refresh_token)).statusCode).toBe(401);
    expect((await eu(s2.token)).statusCode).toBe(401);
  });
});
