import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { criarAppDeTeste, fechar, type AppDeTeste } from '../../testing/app.ts';
import { criarUsuarioComSessao } from '../../testing/factories.ts';

describe('rotas de referência do benchmark', () => {
  describe('com BENCH_ROUTES=true', () => {
    let t: AppDeTeste;
    beforeAll(async () => {
      t = await criarAppDeTeste({ env: { BENCH_ROUTES: 'true' } });
    });
    afterAll(() => fechar(t));

    it('GET /api/bench/hello responde sem tocar no banco', async () => {
      const r = await t.app.inject({ method: 'GET', url: '/api/bench/hello' });
      expect(r.statusCode).toBe(200);
      expect(r.json()).toEqual({ ok: true });
    });

    it('POST /api/bench/notas/minhas pede sessão (401 sem ela) e cria com ela', async () => {
      const sem = await t.app.inject({ method: 'POST', url: '/api/bench/notas/minhas', payload: { texto: 'olá' } });
      expect(sem.statusCode).toBe(401);
      const { headers } = await criarUsuarioComSessao(t);
      const com = await t.app.inject({ method: 'POST', url: '/api/bench/notas/minhas', headers, payload: { texto: 'olá' } });
      expect(com.statusCode).toBe(201);
      expect(com.json()).toMatchObject({ texto: 'olá' });
    });

    it('POST /api/bench/notas cria (201) e GET /api/bench/notas/:id lê pela chave', async () => {
      const criada = await t.app.inject({ method: 'POST', url: '/api/bench/notas', payload: { texto: 'olá' } });
      expect(criada.statusCode).toBe(201);
      const nota = criada.json();
      expect(nota).toEqual({ id: expect.any(Number), texto: 'olá', criada_em: expect.any(String) });
      const lida = await t.app.inject({ method: 'GET', url: `/api/bench/notas/${nota.id}` });
      expect(lida.statusCode).toBe(200);
      expect(lida.json()).toEqual(nota);
    });

    it('responde 404 para nota inexistente e 400 para entrada inválida', async () => {
      expect((await t.app.inject({ method: 'GET', url: '/api/bench/notas/999999' })).statusCode).toBe(404);
      expect((await t.app.inject({ method: 'GET', url: '/api/bench/notas/abc' })).statusCode).toBe(400);
      const vazio = await t.app.inject({ method: 'POST', url: '/api/bench/notas', payload: { texto: '' } });
      expect(vazio.statusCode).toBe(400);
      expect(vazio.json().details.campos[0]).toEqual({ campo: 'texto', mensagem: 'Informe o texto.' });
    });
  });

  describe('sem BENCH_ROUTES (padrão)', () => {
    let t: AppDeTeste;
    beforeAll(async () => {
      t = await criarAppDeTeste();
    });
    afterAll(() => fechar(t));

    it('as rotas não existem (404 ROTA_NAO_ENCONTRADA)', async () => {
      const r = await t.app.inject({ method: 'GET', url: '/api/bench/hello' });
      expect(r.statusCode).toBe(404);
      expect(r.json().code).toBe('ROTA_NAO_ENCONTRADA');
      expect((await t.app.inject({ method: 'POST', url: '/api/bench/notas', payload: { texto: 'x' } })).statusCode).toBe(404);
    });
  });
});
