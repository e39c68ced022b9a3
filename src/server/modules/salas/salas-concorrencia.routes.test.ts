/**
 * Corridas do agendamento de salas. No PostgreSQL (projeto `server-pg`, `TEST_DATABASE_URL`) as
 * requisições correm de verdade em conexões diferentes; no PGlite passam uma de cada vez, e as
 * garantias têm de valer igual.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MENSAGENS_SALA as M } from '#shared/rules/salas.ts';
import { notificacoes, reservasSala } from '../../db/schema/index.ts';
import { criarAppDeTeste, fechar, limpar, type AppDeTeste } from '../../testing/app.ts';
import { criarSessao, criarUsuario, ctxDeTeste } from '../../testing/factories.ts';
import { rodarConfirmacaoDeUso } from './confirmacao-de-uso.ts';
import { decidirReservas } from './gestao-de-reservas.ts';
import { criarRelogio, emailsNaFila, pedir, pessoa, sala } from './salas.test-utils.ts';

let t: AppDeTeste;
beforeAll(async () => {
  t = await criarAppDeTeste({ inicio: criarRelogio().agora });
});
afterAll(() => fechar(t));

describe('corridas', () => {
  it('50 pessoas pedem o mesmo horário ao mesmo tempo: um pedido pendente, 49 recusas claras, uma linha', async () => {
    await limpar(t);
    const db = t.handle.db;
    const s = await sala(db);
    const cabecalhos = [];
    for (let i = 0; i < 50; i++) cabecalhos.push((await criarSessao(t, await criarUsuario(db, { scryptLogN: 4 }))).headers);
    const payload = { sala_id: s.id, data: '2026-03-09', periodo: 'manha', qtd_pessoas: 20, finalidade: 'Reunião', termo_aceito: true };
    const respostas = await Promise.all(cabecalhos.map((headers) => t.app.inject({ method: 'POST', url: '/api/salas/reservas', headers, payload })));
    const porStatus: Record<number, number> = {};
    for (const r of respostas) porStatus[r.statusCode] = (porStatus[r.statusCode] ?? 0) + 1;
    expect(porStatus).toEqual({ 201: 1, 409: 49 });
    expect(respostas.find((r) => r.statusCode === 201)!.json().status).toBe('pendente');
    expect(new Set(respostas.filter((r) => r.statusCode === 409).map((r) => JSON.stringify([r.json().erro, r.json().code])))).toEqual(
      new Set([JSON.stringify([M.ocupado, 'CONFLITO'])]),
    );
    expect(await db.select().from(reservasSala).where(eq(reservasSala.salaId, s.id))).toHaveLength(1);
  }, 120_000);

  it('a rotina de confirmação rodando duas vezes ao mesmo tempo: cada aviso e cada e-mail uma vez só', async () => {
    await limpar(t);
    const db = t.handle.db;
    const relogio = criarRelogio('2026-02-16'); // pedidas e aprovadas semanas antes
    const salas = [await sala(db), await sala(db, 'Sala de Reunião', 30)];
    const adm = await pessoa(db, relogio, true);
    const ids: number[] = [];
    for (const data of ['2026-03-04', '2026-03-05', '2026-03-06', '2026-03-09']) {
      for (const s of salas) ids.push((await pedir(await pessoa(db, relogio), s.id, { data })).id);
    }
    await decidirReservas(adm, { ids, decisao: 'aprovar' });
    relogio.ir('2026-03-02', '07:00');
    const rodarDuas = () => Promise.all([1, 2].map(() => rodarConfirmacaoDeUso(ctxDeTeste(db, null, { now: relogio.now }))));
    const assuntos = async () => (await emailsNaFila(db)).map((e) => e.msg.assunto).filter((a) => a !== 'Reserva aprovada');
    const titulos = async () => (await db.select().from(notificacoes)).map((n) => n.titulo).filter((x) => x !== 'Reserva aprovada');

    const [a, b] = await rodarDuas();
    expect(a!.pedidos + b!.pedidos).toBe(8);
    expect([a!.pedidos, b!.pedidos]).toContain(0);
    expect((await titulos()).filter((x) => x === 'Confirme o uso da sala')).toHaveLength(8);
    expect((await assuntos()).filter((x) => x === 'Confirmação obrigatória de uso da sala')).toHaveLength(8);

    relogio.ir('2026-03-03', '07:00'); // as duas de 04/03 ficam a um dia, sem confirmação
    const [c, d] = await rodarDuas();
    expect(c!.cancelamentos + d!.cancelamentos).toBe(2);
    expect((await titulos()).filter((x) => x === 'Reserva cancelada por falta de confirmação')).toHaveLength(2);
    expect((await assuntos()).filter((x) => x === 'Reserva cancelada por falta de confirmação')).toHaveLength(2);

    // e pelo botão da administração, duas vezes ao mesmo tempo: nada de novo
    const sessao = await criarSessao(t, adm.user);
    t.relogio.agora = relogio.agora;
    const botoes = await Promise.all([1, 2].map(() => t.app.inject({ method: 'POST', url: '/api/admin/salas/confirmacao-uso', headers: sessao.headers })));
    expect(botoes.map((r) => r.json())).toEqual([1, 2].map(() => expect.objectContaining({ pedidos: 0, cancelamentos: 0 })));
    expect(await titulos()).toHaveLength(10);
    expect(await assuntos()).toHaveLength(10);
  }, 120_000);
});
