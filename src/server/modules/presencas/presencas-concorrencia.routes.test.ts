import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { instanteEmSaoPaulo } from '#shared/rules/cronograma.ts';
import { presencas, presencasHistorico } from '../../db/schema/index.ts';
import { criarAppDeTeste, fechar, type AppDeTeste } from '../../testing/app.ts';
import { criarSessao } from '../../testing/factories.ts';
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

  it('o instrutor marca 100 ausências enquanto as 100 pessoas escaneiam: cada pessoa tem exatamente uma correção no histórico', async () => {
    const dia = diaDaqui(6);
    const { turmaId, pessoas, admin } = await turmaComInscritos(t, 100, { datas: [{ data: dia, horario_inicio: '08:00', horario_fim: '12:00' }] });
    t.relogio.agora = instanteEmSaoPaulo(dia, '08:10');
    const { headers: adminHeaders } = await criarSessao(t, admin);
    const registros = pessoas.map((p) => ({ usuario_id: p.usuario.id, data: dia, presente: false }));
    const marcar = t.app.inject({ method: 'PUT', url: `/api/turmas/${turmaId}/presencas`, headers: adminHeaders, payload: { registros, motivo: 'Chamada feita no papel' } });
    const confirmacoes = pessoas.map((p) => t.app.inject({ method: 'POST', url: '/api/presencas/confirmar', headers: p.headers, payload: { turma: turmaId } }));
    const [rMarcar, ...rConfirmar] = await Promise.all([marcar, ...confirmacoes]);
    expect(rMarcar!.statusCode).toBe(200);
    expect(new Set(rConfirmar.map((r) => r.statusCode))).toEqual(new Set([200]));
    // as duas escritas tocam a linha de cada pessoa; a segunda, qualquer que seja, é uma correção registrada
    const historico = await t.handle.db.select({ presencaId: presencasHistorico.presencaId }).from(presencasHistorico);
    expect(historico).toHaveLength(100);
    expect(new Set(historico.map((h) => h.presencaId)).size).toBe(100);
  }, 240_000);

  it('códigos chutados ao mesmo tempo: só 5 são conferidos, o resto espera (429)', async () => {
    const dia = diaDaqui(7);
    const { turmaId, pessoas, admin } = await turmaComInscritos(t, 1, { datas: [{ data: dia, horario_inicio: '08:00', horario_fim: '12:00' }] });
    t.relogio.agora = instanteEmSaoPaulo(dia, '08:10');
    const { headers: adminHeaders } = await criarSessao(t, admin);
    const qr = (await t.app.inject({ method: 'PUT', url: `/api/turmas/${turmaId}/presenca/configuracao`, headers: adminHeaders, payload: { exige_qr_ao_vivo: true } })).json();
    const chutes = Array.from({ length: 40 }, (_, i) => String((Number(qr.codigo) + 1 + i) % 1_000_000).padStart(6, '0'));
    const respostas = await Promise.all(chutes.map((c) => t.app.inject({ method: 'POST', url: '/api/presencas/confirmar', headers: pessoas[0]!.headers, payload: { turma: turmaId, t: c } })));
    const status = respostas.map((r) => r.statusCode);
    expect(status.filter((s) => s !== 429).length).toBeLessThanOrEqual(5);
    expect(status.filter((s) => s === 429).length).toBeGreaterThanOrEqual(35);
  }, 120_000);

  it('50 confirmações simultâneas com o código certo, da mesma pessoa: nenhuma conta como erro (nada de 429), um registro só', async () => {
    const dia = diaDaqui(8);
    const { turmaId, pessoas, admin } = await turmaComInscritos(t, 1, { datas: [{ data: dia, horario_inicio: '08:00', horario_fim: '12:00' }] });
    t.relogio.agora = instanteEmSaoPaulo(dia, '08:10');
    const { headers: adminHeaders } = await criarSessao(t, admin);
    const qr = (await t.app.inject({ method: 'PUT', url: `/api/turmas/${turmaId}/presenca/configuracao`, headers: adminHeaders, payload: { exige_qr_ao_vivo: true } })).json();
    const respostas = await Promise.all(
      Array.from({ length: 50 }, () => t.app.inject({ method: 'POST', url: '/api/presencas/confirmar', headers: pessoas[0]!.headers, payload: { turma: turmaId, t: qr.codigo } })),
    );
    expect(respostas.map((r) => r.statusCode)).toEqual(Array(50).fill(200));
    const situacoes = respostas.map((r) => r.json().situacao as string);
    expect(situacoes.filter((s) => s === 'confirmada')).toHaveLength(1);
    expect(situacoes.filter((s) => s === 'ja_confirmada')).toHaveLength(49);
    const linhas = await t.handle.db.select({ usuarioId: presencas.usuarioId, metodo: presencas.metodo }).from(presencas).where(eq(presencas.turmaId, turmaId));
    expect(linhas).toEqual([{ usuarioId: pessoas[0]!.usuario.id, metodo: 'qr-ao-vivo' }]);
    // e nenhum dos 50 acertos contou: cinco códigos errados ainda são conferidos (409), só o sexto espera (429)
    const errado = qr.codigo === '123456' ? '654321' : '123456';
    const erros = [];
    for (let i = 0; i < 6; i++) erros.push((await t.app.inject({ method: 'POST', url: '/api/presencas/confirmar', headers: pessoas[0]!.headers, payload: { turma: turmaId, t: errado } })).statusCode);
    expect(erros).toEqual([409, 409, 409, 409, 409, 429]);
  }, 120_000);
});
