import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { criarAppDeTeste, fechar, type AppDeTeste } from '../../testing/app.ts';

let t: AppDeTeste;
beforeAll(async () => {
  t = await criarAppDeTeste();
});
afterAll(() => fechar(t));

describe('GET /api/health', () => {
  it('responde ok depois de consultar o banco', async () => {
    const r = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(r.statusCode).toBe(200);
    expect(r.json()).toEqual({ status: 'ok', banco: t.handle.kind, versao: expect.any(String) });
    expect(r.headers['x-request-id']).toBeTruthy();
  });

  it('devolve o X-Request-Id recebido quando é válido', async () => {
    const r = await t.app.inject({ method: 'GET', url: '/api/health', headers: { 'x-request-id': 'abc-123' } });
    expect(r.headers['x-request-id']).toBe('abc-123');
  });
});

describe('rotas desconhecidas da API', () => {
  it('respondem 404 em JSON com o formato de erro', async () => {
    const r = await t.app.inject({ method: 'POST', url: '/api/nao-existe' });
    expect(r.statusCode).toBe(404);
    expect(r.json()).toEqual({ erro: 'Rota da API não encontrada.', message: 'Rota da API não encontrada.', code: 'ROTA_NAO_ENCONTRADA' });
  });
});

describe('documentação', () => {
  it('serve o documento OpenAPI em /api/docs/json', async () => {
    const r = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(r.statusCode).toBe(200);
    expect(r.json().paths['/api/health']).toBeDefined();
  });
});
