import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { criarAppDeTeste, fechar, limpar, type AppDeTeste } from '../../testing/app.ts';
import { criarUsuarioComSessao } from '../../testing/factories.ts';

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

describe('GET /api/health/pronto', () => {
  it('pronto quando o banco e a fila respondem', async () => {
    const r = await t.app.inject({ method: 'GET', url: '/api/health/pronto' });
    expect(r.statusCode).toBe(200);
    expect(r.json()).toEqual({ status: 'pronto', banco: 'ok', fila: 'ok' });
    expect(r.headers['cache-control']).toBe('no-store');
  });

  it('503 dizendo qual parte não respondeu: a fila com erro, o banco parado (espera de 3 s)', async () => {
    const { jobs, db } = t.app.deps;
    const verificar = jobs.verificar;
    jobs.verificar = () => Promise.reject(new Error('sem esquema'));
    try {
      const r = await t.app.inject({ method: 'GET', url: '/api/health/pronto' });
      expect(r.statusCode).toBe(503);
      expect(r.json()).toMatchObject({ code: 'INDISPONIVEL', erro: 'Serviço indisponível: a fila de tarefas não respondeu.' });
    } finally {
      jobs.verificar = verificar;
    }
    t.app.deps.db = { ...db, execute: () => new Promise(() => undefined) } as unknown as typeof db;
    try {
      const r = await t.app.inject({ method: 'GET', url: '/api/health/pronto' });
      expect(r.statusCode).toBe(503);
      expect(r.json().erro).toBe('Serviço indisponível: o banco de dados não respondeu.');
    } finally {
      t.app.deps.db = db;
    }
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

describe('métricas públicas', () => {
  it('POST /api/metricas/contar-visita é público e soma; GET /api/metricas/publica não vai para cache', async () => {
    await limpar(t);
    const vazio = await t.app.inject({ method: 'GET', url: '/api/metricas/publica' });
    expect(vazio.statusCode).toBe(200);
    expect(vazio.json()).toEqual({ acessos_app: 0, atualizado_em: expect.any(String) });
    expect(vazio.headers['cache-control']).toBe('no-store');
    for (let i = 0; i < 3; i++) {
      const r = await t.app.inject({ method: 'POST', url: '/api/metricas/contar-visita' });
      expect(r.statusCode).toBe(200);
      expect(r.json()).toEqual({ ok: true });
    }
    const depois = await t.app.inject({ method: 'GET', url: '/api/metricas/publica' });
    expect(depois.json()).toEqual({ acessos_app: 3, atualizado_em: t.relogio.agora.toISOString() });
  });
});

describe('limite de visitas por IP', () => {
  let limitado: AppDeTeste;
  beforeAll(async () => {
    limitado = await criarAppDeTeste({ env: { METRICAS_RATE_LIMIT_PER_MIN: '3' } });
  });
  afterAll(() => fechar(limitado));

  it('responde 429 MUITAS_TENTATIVAS depois do limite e não conta a visita recusada', async () => {
    const visitar = (ip: string) => limitado.app.inject({ method: 'POST', url: '/api/metricas/contar-visita', remoteAddress: ip });
    for (let i = 0; i < 3; i++) expect((await visitar('10.0.0.1')).statusCode).toBe(200);
    const recusada = await visitar('10.0.0.1');
    expect(recusada.statusCode).toBe(429);
    expect(recusada.json()).toMatchObject({ code: 'MUITAS_TENTATIVAS', erro: expect.any(String), message: expect.any(String) });
    expect((await visitar('10.0.0.2')).statusCode).toBe(200);
    const m = await limitado.app.inject({ method: 'GET', url: '/api/metricas/publica' });
    expect(m.json().acessos_app).toBe(4);
  });
});

describe('GET /api/admin/emails', () => {
  it('401 sem sessão, 403 para quem não é administrador, lista para administrador', async () => {
    await limpar(t);
    expect((await t.app.inject({ method: 'GET', url: '/api/admin/emails' })).statusCode).toBe(401);
    const usuario = await criarUsuarioComSessao(t, { perfis: ['usuario', 'instrutor'] });
    const negado = await t.app.inject({ method: 'GET', url: '/api/admin/emails', headers: usuario.headers });
    expect(negado.statusCode).toBe(403);
    expect(negado.json().code).toBe('SEM_PERMISSAO');

    const admin = await criarUsuarioComSessao(t, { perfis: ['administrador'] });
    await t.app.deps.mailer.enviar({ para: 'a@teste.gov.br', assunto: 'Primeiro', texto: 'um' });
    await t.app.deps.mailer.enviar({ para: 'b@teste.gov.br', assunto: 'Segundo', texto: 'dois' });
    const r = await t.app.inject({ method: 'GET', url: '/api/admin/emails?por_pagina=1', headers: admin.headers });
    expect(r.statusCode).toBe(200);
    expect(r.json()).toMatchObject({ total: 2, pagina: 1, por_pagina: 1, itens: [{ assunto: 'Segundo', para: 'b@teste.gov.br' }] });
    const pag = await t.app.inject({ method: 'GET', url: '/api/admin/emails?pagina=-1', headers: admin.headers });
    expect(pag.statusCode).toBe(400);
    expect(pag.json().details.campos[0].campo).toBe('pagina');
  });
});
