import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { instanteEmSaoPaulo } from '#shared/rules/cronograma.ts';
import { presencas } from '../../db/schema/index.ts';
import { criarAppDeTeste, fechar, type AppDeTeste } from '../../testing/app.ts';
import { diaDaqui } from '../../testing/eventos.ts';
import { turmaComInscritos } from '../../testing/presencas.ts';

let t: AppDeTeste;
beforeAll(async () => {
  t = await criarAppDeTeste();
});
afterAll(() => fechar(t));

describe('confirmações simultâneas', () => {
  it('500 pessoas confirmam a mesma turma ao mesmo tempo, 3 vezes cada: exatamente 500 registros, nenhum erro', async () => {
    const dia = diaDaqui(5);
    const { turmaId, pessoas } = await turmaComInscritos(t, 500, { datas: [{ data: dia, horario_inicio: '08:00', horario_fim: '12:00' }] });
    t.relogio.agora = instanteEmSaoPaulo(dia, '08:05');
    const pedidos = pessoas.flatMap((p) => [1, 2, 3].map(() => ({ headers: p.headers })));
    const respostas = await Promise.all(
      pedidos.map(({ headers }) => t.app.inject({ method: 'POST', url: '/api/presencas/confirmar', headers, payload: { turma: turmaId } })),
    );
    const porStatus = new Map<number, number>();
    for (const r of respostas) porStatus.set(r.statusCode, (porStatus.get(r.statusCode) ?? 0) + 1);
    expect(Object.fromEntries(porStatus)).toEqual({ 200: 1500 });
    const situacoes = respostas.map((r) => r.json().situacao as string);
    // cada pessoa: uma confirmação nova e duas "já estava" (a ordem entre as três é livre)
    expect(situacoes.filter((s) => s === 'confirmada')).toHaveLength(500);
    expect(situacoes.every((s) => s === 'confirmada' || s === 'ja_confirmada')).toBe(true);
    const [{ n, pessoasDistintas }] = (await t.handle.db
      .select({ n: sql<number>`count(*)::int`, pessoasDistintas: sql<number>`count(distinct ${presencas.usuarioId})::int` })
      .from(presencas)
      .where(eq(presencas.turmaId, turmaId))) as [{ n: number; pessoasDistintas: number }];
    expect({ n, pessoasDistintas }).toEqual({ n: 500, pessoasDistintas: 500 });
  }, 240_000);
});
