import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { tarefas } from '../../db/schema/index.ts';
import { criarAppDeTeste, fechar, limpar, type AppDeTeste } from '../../testing/app.ts';
import { criarUsuarioComSessao } from '../../testing/factories.ts';

let t: AppDeTeste;
beforeAll(async () => {
  t = await criarAppDeTeste();
});
afterAll(() => fechar(t));
beforeEach(() => limpar(t));

/** Um e-mail que esgotou as tentativas (o destinatário fica só nos dados, que a listagem não mostra). */
async function emailQueFalhou() {
  const [l] = await t.handle.db
    .insert(tarefas)
    .values({ tipo: 'email', dados: { para: 'ana@exemplo.com', assunto: 'Oi', texto: 'x' }, situacao: 'falhou', tentativas: 5, ultimoErro: 'Error ECONNREFUSED' })
    .returning();
  return l!;
}

describe('tarefas com falha (administradores)', () => {
  it('lista só as que falharam, sem os dados (endereços, links)', async () => {
    const adm = await criarUsuarioComSessao(t, { perfis: ['usuario', 'administrador'] });
    const falha = await emailQueFalhou();
    await t.handle.db.insert(tarefas).values({ tipo: 'email', situacao: 'pendente' });
    const r = await t.app.inject({ method: 'GET', url: '/api/admin/tarefas/falhas', headers: adm.headers });
    expect(r.statusCode).toBe(200);
    expect(r.json()).toEqual({
      itens: [{ id: falha.id, tipo: 'email', descricao: 'Envio de e-mail', tentativas: 5, ultimo_erro: 'Error ECONNREFUSED', criada_em: expect.any(String) }],
      total: 1,
      pagina: 1,
      por_pagina: 20,
    });
    expect(r.body).not.toContain('ana@exemplo.com');
  });

  it('"reenviar" devolve a tarefa à fila e ela é entregue', async () => {
    const adm = await criarUsuarioComSessao(t, { perfis: ['usuario', 'administrador'] });
    const falha = await emailQueFalhou();
    const r = await t.app.inject({ method: 'POST', url: `/api/admin/tarefas/${falha.id}/reenviar`, headers: adm.headers });
    expect(r.statusCode).toBe(200);
    await t.app.deps.jobs.processarPendentes();
    const [depois] = await t.handle.db.select().from(tarefas);
    expect(depois!.situacao).toBe('concluida');
    expect((await t.handle.db.query.emails.findMany()).map((e) => e.para)).toEqual(['ana@exemplo.com']);
    const outra = await t.app.inject({ method: 'POST', url: `/api/admin/tarefas/${falha.id}/reenviar`, headers: adm.headers });
    expect(outra.statusCode).toBe(404);
  });

  it('quem não é administrador recebe 403; sem sessão, 401', async () => {
    const u = await criarUsuarioComSessao(t);
    const falha = await emailQueFalhou();
    expect((await t.app.inject({ method: 'GET', url: '/api/admin/tarefas/falhas', headers: u.headers })).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'POST', url: `/api/admin/tarefas/${falha.id}/reenviar`, headers: u.headers })).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'GET', url: '/api/admin/tarefas/falhas' })).statusCode).toBe(401);
  });
});
