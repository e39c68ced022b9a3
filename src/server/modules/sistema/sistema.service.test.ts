import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { DbHandle } from '../../db/client.ts';
import { criarMailerCaixa } from '../../lib/mailer.ts';
import { criarBancoDeTeste, limparBanco } from '../../testing/db.ts';
import { criarUsuario, ctxDeTeste } from '../../testing/factories.ts';
import { contarVisita, listarCaixaDeSaida, obterMetricasPublicas } from './sistema.service.ts';

let h: DbHandle;
beforeAll(async () => {
  h = await criarBancoDeTeste();
});
afterAll(() => h?.close());
beforeEach(() => limparBanco(h));

describe('métricas públicas', () => {
  it('sem visitas responde 0 e a hora atual', async () => {
    const agora = new Date('2030-05-01T10:00:00Z');
    expect(await obterMetricasPublicas(ctxDeTeste(h.db, null, { now: () => agora }))).toEqual({
      acessos_app: 0,
      atualizado_em: '2030-05-01T10:00:00.000Z',
    });
  });

  it('cada visita soma 1 e atualiza a data', async () => {
    let agora = new Date('2030-05-01T10:00:00Z');
    const ctx = ctxDeTeste(h.db, null, { now: () => agora });
    await contarVisita(ctx);
    agora = new Date('2030-05-02T11:00:00Z');
    expect(await contarVisita(ctx)).toEqual({ ok: true });
    expect(await obterMetricasPublicas(ctx)).toEqual({ acessos_app: 2, atualizado_em: '2030-05-02T11:00:00.000Z' });
  });

  it('visitas simultâneas não se perdem (incremento atômico)', async () => {
    const ctx = ctxDeTeste(h.db);
    await Promise.all(Array.from({ length: 25 }, () => contarVisita(ctx)));
    expect((await obterMetricasPublicas(ctx)).acessos_app).toBe(25);
  });
});

describe('listarCaixaDeSaida', () => {
  it('lista os e-mails guardados, mais novos primeiro, paginados', async () => {
    const admin = await criarUsuario(h.db, { perfis: ['administrador'] });
    const mailer = criarMailerCaixa(h.db);
    for (const n of [1, 2, 3]) await mailer.enviar({ para: `p${n}@teste.gov.br`, assunto: `Assunto ${n}`, texto: `Texto ${n}`, html: '<p>x</p>' });
    const ctx = ctxDeTeste(h.db, admin);
    const r = await listarCaixaDeSaida(ctx, { pagina: 1, por_pagina: 2 });
    expect(r).toMatchObject({ total: 3, pagina: 1, por_pagina: 2 });
    expect(r.itens.map((e) => e.assunto)).toEqual(['Assunto 3', 'Assunto 2']);
    expect(r.itens[0]).toEqual({ id: expect.any(Number), para: 'p3@teste.gov.br', assunto: 'Assunto 3', texto: 'Texto 3', anexos: [], criado_em: expect.any(String) });
  });

  it('recusa quem não é administrador', async () => {
    const u = await criarUsuario(h.db, { perfis: ['usuario', 'instrutor'] });
    await expect(listarCaixaDeSaida(ctxDeTeste(h.db, u), { pagina: 1, por_pagina: 20 })).rejects.toMatchObject({ code: 'SEM_PERMISSAO' });
  });
});
