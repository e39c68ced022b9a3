import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { criarAppDeTeste, fechar, limpar, type AppDeTeste } from '../../testing/app.ts';
import { criarUsuarioComSessao } from '../../testing/factories.ts';
import { tarefasNaFila } from '../../testing/tarefas.ts';

let t: AppDeTeste;
beforeAll(async () => {
  t = await criarAppDeTeste();
});
afterAll(() => fechar(t));
beforeEach(() => limpar(t));

const mensagem = { para: 'ana@exemplo.com', assunto: 'Oi', texto: 'x' };

/** Um e-mail que esgotou as tentativas: o SMTP recusou (o destinatário fica só nos dados, que a listagem não mostra). */
async function emailQueFalhou() {
  const original = t.app.deps.mailer;
  t.app.deps.mailer = { ...original, enviar: async () => Promise.reject(Object.assign(new Error('recusado: ana@exemplo.com'), { code: 'ECONNREFUSED' })) };
  try {
    await t.app.deps.jobs.enfileirar(t.handle.db, { tipo: 'email', dados: mensagem, maxTentativas: 2 });
    await t.app.deps.jobs.processarPendentes();
    await t.handle.db.execute(sql`update pgboss.job set start_after = now() where state = 'retry'`);
    await t.app.deps.jobs.processarPendentes();
  } finally {
    t.app.deps.mailer = original;
  }
  const [f] = await tarefasNaFila(t.handle.db, { tipo: 'email' });
  expect(f!.situacao).toBe('falhou');
  return f!;
}

describe('tarefas com falha (administradores)', () => {
  it('lista só as que falharam, sem os dados (endereços, links)', async () => {
    const adm = await criarUsuarioComSessao(t, { perfis: ['usuario', 'administrador'] });
    const falha = await emailQueFalhou();
    await t.app.deps.jobs.enfileirar(t.handle.db, { tipo: 'email', dados: mensagem, executarEm: new Date(Date.now() + 3_600_000) });
    const r = await t.app.inject({ method: 'GET', url: '/api/admin/tarefas/falhas', headers: adm.headers });
    expect(r.statusCode).toBe(200);
    expect(r.json()).toEqual({
      itens: [{ id: falha.id, tipo: 'email', descricao: 'Envio de e-mail', tentativas: 2, ultimo_erro: 'Error ECONNREFUSED', criada_em: expect.any(String) }],
      total: 1,
      pagina: 1,
      por_pagina: 20,
    });
    expect(r.body).not.toContain('ana@exemplo.com');
  });

  it('"reenviar" devolve a tarefa à fila e ela é entregue; de novo, 404; um id que não é de tarefa, 400', async () => {
    const adm = await criarUsuarioComSessao(t, { perfis: ['usuario', 'administrador'] });
    const falha = await emailQueFalhou();
    const r = await t.app.inject({ method: 'POST', url: `/api/admin/tarefas/${falha.id}/reenviar`, headers: adm.headers });
    expect(r.statusCode).toBe(200);
    await t.app.deps.jobs.processarPendentes();
    expect((await tarefasNaFila(t.handle.db))[0]!.situacao).toBe('concluida');
    expect((await t.handle.db.query.emails.findMany()).map((e) => e.para)).toEqual(['ana@exemplo.com']);
    const outra = await t.app.inject({ method: 'POST', url: `/api/admin/tarefas/${falha.id}/reenviar`, headers: adm.headers });
    expect(outra.statusCode).toBe(404);
    const invalida = await t.app.inject({ method: 'POST', url: '/api/admin/tarefas/12/reenviar', headers: adm.headers });
    expect(invalida.statusCode).toBe(400);
    expect(invalida.json().erro).toBe('Tarefa inválida.');
  });

  it('quem não é administrador recebe 403; sem sessão, 401', async () => {
    const u = await criarUsuarioComSessao(t);
    const falha = await emailQueFalhou();
    expect((await t.app.inject({ method: 'GET', url: '/api/admin/tarefas/falhas', headers: u.headers })).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'POST', url: `/api/admin/tarefas/${falha.id}/reenviar`, headers: u.headers })).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'GET', url: '/api/admin/tarefas/falhas' })).statusCode).toBe(401);
  });
});
