import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inscricoes, turmas } from '../../db/schema/index.ts';
import { criarAppDeTeste, fechar, type AppDeTeste } from '../../testing/app.ts';
import { criarSessao, criarUsuario } from '../../testing/factories.ts';
import { criarEventoDeTeste } from '../../testing/eventos.ts';

let t: AppDeTeste;
beforeAll(async () => {
  t = await criarAppDeTeste();
});
afterAll(() => fechar(t));

describe('inscrições simultâneas', () => {
  it('300 pessoas ao mesmo tempo numa turma de 50 vagas: 50 confirmadas, 250 na espera, nenhum erro', async () => {
    const db = t.handle.db;
    const { evento } = await criarEventoDeTeste(db, { turmas: [{ vagas: 50 }] });
    const turmaId = evento.turmas[0]!.id;
    const pessoas = [];
    for (let i = 0; i < 300; i++) {
      const u = await criarUsuario(db);
      pessoas.push((await criarSessao(t, u)).headers);
    }
    const respostas = await Promise.all(pessoas.map((headers) => t.app.inject({ method: 'POST', url: `/api/turmas/${turmaId}/inscricoes`, headers })));
    const porStatus = new Map<number, number>();
    for (const r of respostas) porStatus.set(r.statusCode, (porStatus.get(r.statusCode) ?? 0) + 1);
    expect(Object.fromEntries(porStatus)).toEqual({ 201: 300 });
    const corpos = respostas.map((r) => r.json() as { status: string; posicao_espera: number | null });
    expect(corpos.filter((c) => c.status === 'confirmada')).toHaveLength(50);
    const posicoes = corpos.filter((c) => c.status === 'em_espera').map((c) => c.posicao_espera).sort((a, b) => a! - b!);
    expect(posicoes).toEqual(Array.from({ length: 250 }, (_, i) => i + 1));
    const contagem = await db
      .select({ status: inscricoes.status, n: sql<number>`count(*)::int` })
      .from(inscricoes)
      .where(eq(inscricoes.turmaId, turmaId))
      .groupBy(inscricoes.status);
    expect(Object.fromEntries(contagem.map((c) => [c.status, c.n]))).toEqual({ confirmada: 50, em_espera: 250 });
    const [turma] = await db.select().from(turmas).where(eq(turmas.id, turmaId));
    expect(turma!.confirmadas).toBe(50);
  }, 120_000);

  it('a mesma pessoa, dez pedidos ao mesmo tempo: uma inscrição, nove recusas claras', async () => {
    const db = t.handle.db;
    const { evento } = await criarEventoDeTeste(db, { turmas: [{ vagas: 5 }] });
    const u = await criarUsuario(db);
    const { headers } = await criarSessao(t, u);
    const url = `/api/turmas/${evento.turmas[0]!.id}/inscricoes`;
    const respostas = await Promise.all(Array.from({ length: 10 }, () => t.app.inject({ method: 'POST', url, headers })));
    expect(respostas.map((r) => r.statusCode).sort()).toEqual([201, ...Array(9).fill(409)]);
    expect(new Set(respostas.filter((r) => r.statusCode === 409).map((r) => r.json().erro))).toEqual(new Set(['Você já está inscrito nesta turma.']));
  }, 60_000);

  it('a mesma pessoa em dez eventos de mesmo horário ao mesmo tempo: uma inscrição, nove conflitos de horário', async () => {
    const db = t.handle.db;
    const admin = await criarUsuario(db, { perfis: ['usuario', 'administrador'] });
    // eventos diferentes (nenhum índice único protege): só a regra, com a trava da pessoa, impede o choque
    const turmaIds = [];
    for (let i = 0; i < 10; i++) turmaIds.push((await criarEventoDeTeste(db, { admin })).evento.turmas[0]!.id);
    const u = await criarUsuario(db);
    const { headers } = await criarSessao(t, u);
    const respostas = await Promise.all(turmaIds.map((id) => t.app.inject({ method: 'POST', url: `/api/turmas/${id}/inscricoes`, headers })));
    expect(respostas.map((r) => r.statusCode).sort()).toEqual([201, ...Array(9).fill(409)]);
    expect(respostas.filter((r) => r.statusCode === 409).every((r) => (r.json() as { erro: string }).erro.startsWith('Conflito de horário'))).toBe(true);
    const ativas = await db.select().from(inscricoes).where(eq(inscricoes.usuarioId, u.id));
    expect(ativas).toHaveLength(1);
  }, 60_000);

  it('cancelamentos e inscrições ao mesmo tempo: a contagem confere e ninguém espera com vaga livre', async () => {
    const db = t.handle.db;
    for (let rodada = 0; rodada < 3; rodada++) {
      const { evento } = await criarEventoDeTeste(db, { turmas: [{ vagas: 4 }] });
      const url = `/api/turmas/${evento.turmas[0]!.id}/inscricoes`;
      const sessao = async () => (await criarSessao(t, await criarUsuario(db))).headers;
      // 4 confirmadas e, na segunda rodada, ninguém na espera (a vaga que abre vai para quem chega)
      const confirmadas = [];
      for (let i = 0; i < 4 + (rodada === 1 ? 0 : 2); i++) {
        const headers = await sessao();
        const r = await t.app.inject({ method: 'POST', url, headers });
        if (i < 4) confirmadas.push({ headers, id: (r.json() as { id: number }).id });
      }
      const novas = await Promise.all(Array.from({ length: 8 }, sessao));
      const respostas = await Promise.all([
        ...confirmadas.slice(0, 3).map((c) => t.app.inject({ method: 'DELETE', url: `/api/inscricoes/${c.id}`, headers: c.headers })),
        ...novas.map((headers) => t.app.inject({ method: 'POST', url, headers })),
      ]);
      expect(respostas.map((r) => `${r.statusCode} ${r.statusCode >= 300 ? r.body : ''}`).sort()).toEqual([...Array(3).fill('200 '), ...Array(8).fill('201 ')]);
      const contagem = await db
        .select({ status: inscricoes.status, n: sql<number>`count(*)::int` })
        .from(inscricoes)
        .where(eq(inscricoes.turmaId, evento.turmas[0]!.id))
        .groupBy(inscricoes.status);
      const por = Object.fromEntries(contagem.map((c) => [c.status, c.n])) as Record<string, number>;
      const [turma] = await db.select().from(turmas).where(eq(turmas.id, evento.turmas[0]!.id));
      expect(turma!.confirmadas).toBe(por.confirmada);
      // 1 que ficou + 3 vagas abertas: sempre lotada, e o resto na espera
      expect(por.confirmada).toBe(4);
      expect(por.em_espera).toBe((rodada === 1 ? 0 : 2) + 8 - 3);
    }
  }, 120_000);
});
