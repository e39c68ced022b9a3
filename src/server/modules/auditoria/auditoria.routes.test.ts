import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { auditoria } from '../../db/schema/index.ts';
import { criarAppDeTeste, fechar, limpar, type AppDeTeste } from '../../testing/app.ts';
import { criarUsuarioComSessao } from '../../testing/factories.ts';
import { registrarAuditoria } from './auditoria.service.ts';

let t: AppDeTeste;
beforeAll(async () => {
  t = await criarAppDeTeste();
});
afterAll(() => fechar(t));
beforeEach(() => limpar(t));

const entrarComoAdmin = (nome = 'Ana Administradora') => criarUsuarioComSessao(t, { nome, perfis: ['usuario', 'administrador'] });
const listar = (qs: string, headers: Record<string, string>) => t.app.inject({ method: 'GET', url: `/api/admin/auditoria${qs}`, headers });

/** Grava uma linha com o instante dado (o relógio do banco não é o do teste). */
async function linha(atorId: number, acao: string, alvoId: number, quando: string, extra: { antes?: unknown; depois?: unknown; detalhes?: unknown } = {}) {
  await registrarAuditoria({ db: t.handle.db }, { atorId, acao, alvoTipo: acao.split('.')[0]!, alvoId, ...extra });
  await t.handle.db.execute(sql`alter table auditoria disable trigger auditoria_somente_insercao`);
  await t.handle.db.execute(sql`update auditoria set criado_em = ${quando}::timestamptz where id = (select max(id) from auditoria)`);
  await t.handle.db.execute(sql`alter table auditoria enable trigger auditoria_somente_insercao`);
}

describe('GET /api/admin/auditoria', () => {
  it('401 sem sessão; 403 para participante e instrutor', async () => {
    expect((await listar('', {})).statusCode).toBe(401);
    for (const perfis of [['usuario'], ['usuario', 'instrutor']] as const) {
      const quem = await criarUsuarioComSessao(t, { perfis: [...perfis] });
      const r = await listar('', quem.headers);
      expect(r.statusCode).toBe(403);
      expect(r.json().code).toBe('SEM_PERMISSAO');
    }
  });

  it('lista a mais nova primeiro, com quem agiu (nome gravado na hora), antes e depois', async () => {
    const admin = await entrarComoAdmin();
    await linha(admin.usuario.id, 'evento.editar', 7, '2026-03-01T12:00:00Z', { antes: { titulo: 'A' }, depois: { titulo: 'B' } });
    await linha(admin.usuario.id, 'usuario.perfis', 9, '2026-03-02T12:00:00Z', { antes: { perfis: ['usuario'] }, depois: { perfis: ['usuario', 'instrutor'] } });
    const r = await listar('', admin.headers);
    expect(r.statusCode).toBe(200);
    const corpo = r.json();
    expect(corpo.total).toBe(2);
    expect(corpo.itens.map((i: { acao: string }) => i.acao)).toEqual(['usuario.perfis', 'evento.editar']);
    expect(corpo.itens[1]).toEqual({
      id: expect.any(Number),
      quando: '2026-03-01T12:00:00.000Z',
      ator: { id: admin.usuario.id, nome: 'Ana Administradora' },
      acao: 'evento.editar',
      alvo_tipo: 'evento',
      alvo_id: '7',
      detalhes: null,
      antes: { titulo: 'A' },
      depois: { titulo: 'B' },
    });
    expect(corpo.acoes).toEqual(['evento.editar', 'usuario.perfis']);
  });

  it('filtra por prefixo de ação, pessoa, alvo, busca e período em dias de São Paulo', async () => {
    const ana = await entrarComoAdmin();
    const bia = await entrarComoAdmin('Bia Gestora');
    await linha(ana.usuario.id, 'evento.editar', 1, '2026-12-31T23:30:00-03:00');
    await linha(bia.usuario.id, 'evento.publicar', 2, '2027-01-01T00:30:00-03:00');
    await linha(bia.usuario.id, 'usuario.situacao', 3, '2027-01-02T10:00:00-03:00');
    const acoes = async (qs: string) => (await listar(qs, ana.headers)).json().itens.map((i: { acao: string }) => i.acao);
    expect(await acoes('?acao=evento.')).toEqual(['evento.publicar', 'evento.editar']);
    expect(await acoes(`?ator_id=${bia.usuario.id}`)).toEqual(['usuario.situacao', 'evento.publicar']);
    expect(await acoes('?alvo_tipo=usuario&alvo_id=3')).toEqual(['usuario.situacao']);
    expect(await acoes('?busca=gestora')).toEqual(['usuario.situacao', 'evento.publicar']);
    // a virada do ano em São Paulo: 23h30 do dia 31 é 2026; 00h30 do dia 1º é 2027
    expect(await acoes('?de=2026-12-31&ate=2026-12-31')).toEqual(['evento.editar']);
    expect(await acoes('?de=2027-01-01&ate=2027-01-01')).toEqual(['evento.publicar']);
    expect(await acoes('?busca=%25')).toEqual([]);
    const pagina = (await listar('?por_pagina=1&pagina=2', ana.headers)).json();
    expect([pagina.total, pagina.itens.map((i: { acao: string }) => i.acao)]).toEqual([3, ['evento.publicar']]);
  });

  it('entradas ruins: 400 com mensagem em português, sem 500', async () => {
    const admin = await entrarComoAdmin();
    for (const [qs, campo] of [
      ['?de=2026-02-30', 'de'],
      ['?de=2026-03-02&ate=2026-03-01', 'ate'],
      ['?ator_id=abc', 'ator_id'],
      [`?busca=${'x'.repeat(121)}`, 'busca'],
      ['?busca=%E2%80%AEfdp.exe', 'busca'],
      ['?por_pagina=1000', 'por_pagina'],
    ] as const) {
      const r = await listar(qs, admin.headers);
      expect(r.statusCode, qs).toBe(400);
      expect(r.json().details.campos.map((c: { campo: string }) => c.campo), qs).toContain(campo);
    }
  });
});

describe('a trilha não se altera nem se apaga', () => {
  it('o banco recusa UPDATE e DELETE de uma linha', async () => {
    const admin = await entrarComoAdmin();
    await registrarAuditoria({ db: t.handle.db }, { atorId: admin.usuario.id, acao: 'evento.editar', alvoTipo: 'evento', alvoId: 1 });
    await expect(t.handle.db.update(auditoria).set({ acao: 'outra' })).rejects.toThrow(/auditoria/);
    await expect(t.handle.db.delete(auditoria)).rejects.toThrow(/auditoria/);
    expect((await t.handle.db.select().from(auditoria)).map((l) => l.acao)).toEqual(['evento.editar']);
  });

  it('não há rota que altere ou apague a trilha', async () => {
    const admin = await entrarComoAdmin();
    for (const method of ['POST', 'PUT', 'PATCH', 'DELETE'] as const) {
      const r = await t.app.inject({ method, url: '/api/admin/auditoria', headers: admin.headers });
      expect(r.statusCode, method).toBe(404);
    }
  });
});
