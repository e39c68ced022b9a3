import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { criarAppDeTeste, fechar, limpar, type AppDeTeste } from '../../testing/app.ts';
import { criarUsuarioComSessao } from '../../testing/factories.ts';
import { criarNotificacao } from './notificacoes.service.ts';

let t: AppDeTeste;
beforeAll(async () => {
  t = await criarAppDeTeste();
});
afterAll(() => fechar(t));
beforeEach(() => limpar(t));

const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, headers });
const patch = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'PATCH', url, headers });

async function notificar(usuarioId: number, titulo = 'Aviso') {
  return criarNotificacao({ db: t.handle.db }, { usuarioId, tipo: 'aviso', titulo, mensagem: 'Texto do aviso.', link: '/notificacoes' });
}

describe('sem sessão', () => {
  it.each([
    ['GET', '/api/notificacoes'],
    ['GET', '/api/notificacoes/nao-lidas/contagem'],
    ['PATCH', '/api/notificacoes/1/lida'],
    ['PATCH', '/api/notificacoes/lidas'],
  ] as const)('%s %s responde 401', async (method, url) => {
    const r = await t.app.inject({ method, url });
    expect(r.statusCode).toBe(401);
    expect(r.json().code).toBe('NAO_AUTENTICADO');
  });
});

describe('GET /api/notificacoes', () => {
  it('lista só as próprias, com totais', async () => {
    const eu = await criarUsuarioComSessao(t);
    const outro = await criarUsuarioComSessao(t);
    await notificar(eu.usuario.id, 'minha 1');
    await notificar(eu.usuario.id, 'minha 2');
    await notificar(outro.usuario.id, 'dele');
    const r = await get('/api/notificacoes?por_pagina=1', eu.headers);
    expect(r.statusCode).toBe(200);
    const b = r.json();
    expect(b).toMatchObject({ total: 2, total_nao_lidas: 2, pagina: 1, por_pagina: 1 });
    expect(b.itens).toHaveLength(1);
    expect(b.itens[0]).toEqual({
      id: expect.any(Number), tipo: 'aviso', titulo: 'minha 2', mensagem: 'Texto do aviso.', link: '/notificacoes',
      lida: false, lida_em: null, criada_em: expect.any(String),
    });
    expect(r.headers['x-perfil-incompleto']).toBe('0');
  });

  it('recusa paginação fora do contrato com 400 e details.campos', async () => {
    const eu = await criarUsuarioComSessao(t);
    const r = await get('/api/notificacoes?pagina=0&por_pagina=500', eu.headers);
    expect(r.statusCode).toBe(400);
    expect(r.json().details.campos.map((c: { campo: string }) => c.campo).sort()).toEqual(['pagina', 'por_pagina']);
  });
});

describe('GET /api/notificacoes/nao-lidas/contagem', () => {
  it('a contagem bate com as não lidas e cai depois de marcar', async () => {
    const eu = await criarUsuarioComSessao(t);
    const a = await notificar(eu.usuario.id);
    await notificar(eu.usuario.id);
    await notificar(eu.usuario.id);
    expect((await get('/api/notificacoes/nao-lidas/contagem', eu.headers)).json()).toEqual({ totalNaoLidas: 3, total: 3 });
    await patch(`/api/notificacoes/${a.id}/lida`, eu.headers);
    expect((await get('/api/notificacoes/nao-lidas/contagem', eu.headers)).json()).toEqual({ totalNaoLidas: 2, total: 2 });
  });
});

describe('PATCH /api/notificacoes/:id/lida', () => {
  it('marca a própria e repete sem erro (idempotente)', async () => {
    const eu = await criarUsuarioComSessao(t);
    const n = await notificar(eu.usuario.id);
    const r1 = await patch(`/api/notificacoes/${n.id}/lida`, eu.headers);
    expect(r1.statusCode).toBe(200);
    expect(r1.json()).toMatchObject({ id: n.id, lida: true, lida_em: expect.any(String) });
    const r2 = await patch(`/api/notificacoes/${n.id}/lida`, eu.headers);
    expect(r2.statusCode).toBe(200);
    expect(r2.json().lida_em).toBe(r1.json().lida_em);
  });

  it('responde 404 para a notificação de outra pessoa, sem marcá-la', async () => {
    const dono = await criarUsuarioComSessao(t);
    const intruso = await criarUsuarioComSessao(t);
    const n = await notificar(dono.usuario.id);
    const r = await patch(`/api/notificacoes/${n.id}/lida`, intruso.headers);
    expect(r.statusCode).toBe(404);
    expect(r.json()).toEqual({ erro: 'Notificação não encontrada.', message: 'Notificação não encontrada.', code: 'NAO_ENCONTRADO' });
    expect((await get('/api/notificacoes/nao-lidas/contagem', dono.headers)).json().totalNaoLidas).toBe(1);
  });

  it('responde 404 para id inexistente e 400 para id inválido', async () => {
    const eu = await criarUsuarioComSessao(t);
    expect((await patch('/api/notificacoes/999999/lida', eu.headers)).statusCode).toBe(404);
    const r = await patch('/api/notificacoes/abc/lida', eu.headers);
    expect(r.statusCode).toBe(400);
    expect(r.json().details.campos[0]).toEqual({ campo: 'id', mensagem: 'ID inválido.' });
  });

  it('outra escrita do id de uma notificação própria (0x1, 1e0, %201, 0001) responde 400 e não a marca', async () => {
    const eu = await criarUsuarioComSessao(t);
    const { id } = await notificar(eu.usuario.id);
    for (const variante of [`0x${id.toString(16)}`, `${id}e0`, `%20${id}`, `000${id}`, `+${id}`]) {
      const r = await patch(`/api/notificacoes/${variante}/lida`, eu.headers);
      expect(r.statusCode, variante).toBe(400);
      expect(r.json().code, variante).toBe('DADOS_INVALIDOS');
    }
    expect((await get('/api/notificacoes/nao-lidas/contagem', eu.headers)).json().totalNaoLidas).toBe(1);
  });
});

describe('PATCH /api/notificacoes/lidas', () => {
  it('marca todas as próprias e diz quantas', async () => {
    const eu = await criarUsuarioComSessao(t);
    const outro = await criarUsuarioComSessao(t);
    await notificar(eu.usuario.id);
    await notificar(eu.usuario.id);
    await notificar(outro.usuario.id);
    const r = await patch('/api/notificacoes/lidas', eu.headers);
    expect(r.statusCode).toBe(200);
    expect(r.json()).toEqual({ atualizadas: 2 });
    expect((await get('/api/notificacoes', eu.headers)).json().total_nao_lidas).toBe(0);
    expect((await get('/api/notificacoes/nao-lidas/contagem', outro.headers)).json().totalNaoLidas).toBe(1);
  });
});
