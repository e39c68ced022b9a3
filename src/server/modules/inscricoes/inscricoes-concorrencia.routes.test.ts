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
});
