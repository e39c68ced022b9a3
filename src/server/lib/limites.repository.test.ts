/**
 * Limites de taxa no banco (decisão 027): a janela e a contagem, pedidos simultâneos, e dois apps (dois
 * processos) sobre o mesmo banco contando juntos. Roda também no PostgreSQL (pool de conexões de verdade).
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { montarApp } from '../app.ts';
import { criarAppDeTeste, fechar, limpar, SEGREDO_TESTE, type AppDeTeste } from '../testing/app.ts';
import { configDeTeste } from '../testing/config.ts';
import { criarMailerCaixa } from './mailer.ts';
import { contarNaJanela } from './limites.repository.ts';
import { criarStorageLocal } from './storage.ts';
import os from 'node:os';
import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';

let t: AppDeTeste;
let outro: FastifyInstance;
const arquivos = fs.mkdtempSync(path.join(os.tmpdir(), 'escola-limites-'));
beforeAll(async () => {
  t = await criarAppDeTeste({ env: { AUTH_RATE_LIMIT_PER_MIN: '5' } });
  // o "segundo processo": outro app, outra configuração em memória, o mesmo banco
  outro = await montarApp(configDeTeste({ AUTH_RATE_LIMIT_PER_MIN: '5' }), {
    storage: criarStorageLocal(arquivos), db: t.handle.db, dbKind: t.handle.kind, mailer: criarMailerCaixa(t.handle.db), jwtSecret: SEGREDO_TESTE,
  });
  await outro.ready();
});
afterAll(async () => {
  await outro.close();
  await fechar(t);
  fs.rmSync(arquivos, { recursive: true, force: true });
});
beforeEach(() => limpar(t));

describe('contarNaJanela', () => {
  it('conta dentro da janela, diz quanto falta e abre uma janela nova quando ela vence', async () => {
    const t0 = new Date('2026-05-04T12:00:00Z');
    expect(await contarNaJanela(t.handle.db, 'k', 60_000, t0)).toEqual({ contagem: 1, restaMs: 60_000 });
    expect(await contarNaJanela(t.handle.db, 'k', 60_000, new Date(t0.getTime() + 20_000))).toEqual({ contagem: 2, restaMs: 40_000 });
    expect(await contarNaJanela(t.handle.db, 'outra', 60_000, t0)).toMatchObject({ contagem: 1 });
    expect(await contarNaJanela(t.handle.db, 'k', 60_000, new Date(t0.getTime() + 60_000))).toEqual({ contagem: 1, restaMs: 60_000 });
  });

  it('pedidos simultâneos recebem contagens distintas, de 1 a N (nenhum se perde)', async () => {
    const agora = new Date();
    const r = await Promise.all(Array.from({ length: 40 }, () => contarNaJanela(t.handle.db, 'junto', 60_000, agora)));
    expect(r.map((x) => x.contagem).sort((a, b) => a - b)).toEqual(Array.from({ length: 40 }, (_, i) => i + 1));
  });
});

describe('dois processos sobre o mesmo banco', () => {
  it('o limite de login é um só: 3 pedidos num e 2 no outro esgotam os 5; o 6º é 429 nos dois', async () => {
    const login = (app: FastifyInstance) => app.inject({ method: 'POST', url: '/api/auth/login', payload: { identificador: 'ninguem@teste.gov.br', senha: 'Errada@123' } });
    for (let i = 0; i < 3; i++) expect((await login(t.app)).statusCode).toBe(401);
    for (let i = 0; i < 2; i++) expect((await login(outro)).statusCode).toBe(401);
    for (const app of [t.app, outro]) {
      const r = await login(app);
      expect(r.statusCode).toBe(429);
      expect(r.json().erro).toMatch(/^Muitas tentativas\. Aguarde (\d+ s|1 minuto) e tente novamente\.$/);
    }
  });
});
