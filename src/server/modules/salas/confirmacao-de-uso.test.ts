import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { MENSAGENS_SALA as M } from '#shared/rules/salas.ts';
import type { DbHandle } from '../../db/client.ts';
import { reservaSalaAvisos, reservasSala } from '../../db/schema/index.ts';
import { criarBancoDeTeste, limparBanco } from '../../testing/db.ts';
import { ctxDeTeste } from '../../testing/factories.ts';
import { rodarConfirmacaoDeUso, rotinasDeSalas, TAREFA_CONFIRMACAO_DE_USO } from './confirmacao-de-uso.ts';
import { decidirReservas } from './gestao-de-reservas.ts';
import { confirmarUso } from './reservas.service.ts';
import { criarRelogio, em, emailsNaFila, notificacoesDe, pedir, pessoa, sala, type Relogio } from './salas.test-utils.ts';
import { tarefasNaFila } from '../../testing/tarefas.ts';

let h: DbHandle;
let relogio: Relogio;
beforeAll(async () => {
  h = await criarBancoDeTeste();
});
afterAll(() => h.close());
beforeEach(async () => {
  await limparBanco(h);
  relogio = criarRelogio('2026-03-02', '07:00');
});

/** Uma rodada da rotina com o relógio do teste (um ctx novo a cada vez, como um processo novo). */
const rodar = () => rodarConfirmacaoDeUso(ctxDeTeste(h.db, null, { now: relogio.now }));

/**
 * Reservas aprovadas da mesma pessoa nas datas dadas, pedidas e aprovadas em `dia` (por padrão semanas
 * antes de todas, longe da janela de confirmação); o relógio volta para onde estava.
 */
async function aprovadas(datas: string[], dia = '2026-02-16') {
  const antes = relogio.agora;
  relogio.ir(dia, '10:00');
  const s = await sala(h.db);
  const ana = await pessoa(h.db, relogio);
  const adm = await pessoa(h.db, relogio, true);
  const ids: Record<string, number> = {};
  for (const data of datas) ids[data] = (await pedir(ana, s.id, { data })).id;
  await decidirReservas(adm, { ids: Object.values(ids), decisao: 'aprovar' });
  relogio.agora = antes;
  return { ana, ids };
}

const titulos = async (usuarioId: number) => (await notificacoesDe(h.db, usuarioId)).map((n) => n.titulo).filter((t) => t !== 'Reserva aprovada');
const assuntos = async () => (await emailsNaFila(h.db)).map((e) => e.msg.assunto).filter((a) => a !== 'Reserva aprovada');

describe('rotina de confirmação de uso', () => {
  it('pede a confirmação das aprovadas entre hoje + 2 e hoje + 7, uma vez só', async () => {
    // hoje 02/03: 03/03 (hoje + 1) não é pedida; 04/03 e 09/03 sim; 10/03 (hoje + 8) ainda não
    const { ana, ids } = await aprovadas(['2026-03-03', '2026-03-04', '2026-03-09', '2026-03-10']);
    expect(await rodar()).toEqual({ dia: '2026-03-02', pedidos: 2, cancelamentos: 0, mensagem: '2 pedidos de confirmação enviados.' });
    expect(await titulos(ana.user.id)).toEqual(['Confirme o uso da sala', 'Confirme o uso da sala']);
    const [pedido] = (await notificacoesDe(h.db, ana.user.id)).filter((n) => n.titulo === 'Confirme o uso da sala');
    expect(pedido).toMatchObject({ tipo: 'reserva', link: '/agendamento-sala' });
    expect(pedido!.mensagem).toContain('até 02/03/2026');
    const emails = (await emailsNaFila(h.db)).filter((e) => e.msg.assunto === 'Confirmação obrigatória de uso da sala');
    expect(emails.map((e) => e.chave).sort()).toEqual([`email:reserva:${ids['2026-03-04']}:pedido_confirmacao`, `email:reserva:${ids['2026-03-09']}:pedido_confirmacao`].sort());
    expect(emails[0]!.msg.para).toBe(ana.email);
    const linhas = await h.db.select().from(reservasSala);
    expect(linhas.filter((r) => r.confirmacaoSolicitadaEm).map((r) => r.data).sort()).toEqual(['2026-03-04', '2026-03-09']);
    expect(linhas.find((r) => r.data === '2026-03-04')!.confirmacaoSolicitadaEm).toEqual(em('2026-03-02', '07:00'));
    // de novo, no mesmo dia ou mais tarde: nada
    expect(await rodar()).toMatchObject({ pedidos: 0, cancelamentos: 0, mensagem: 'Nada a fazer: nenhuma reserva esperando pedido de confirmação ou cancelamento.' });
    relogio.ir('2026-03-02', '18:00');
    expect((await rodar()).pedidos).toBe(0);
    expect(await titulos(ana.user.id)).toHaveLength(2);
    expect(await assuntos()).toHaveLength(2);
  });

  it('cancela as pedidas e não confirmadas a 48 horas; confirmadas e nunca pedidas ficam', async () => {
    const { ana, ids } = await aprovadas(['2026-03-04', '2026-03-05', '2026-03-06']);
    await rodar(); // pede as três
    // 05/03: a pessoa confirma dentro da janela (até 03/03)
    relogio.ir('2026-03-03', '09:00');
    await confirmarUso(ana, ids['2026-03-05']!);
    // 03/03 07:00: 04/03 está a um dia — cancela; 05/03 confirmada; 06/03 ainda dentro do prazo
    relogio.ir('2026-03-03', '10:00');
    expect(await rodar()).toEqual({ dia: '2026-03-03', pedidos: 0, cancelamentos: 1, mensagem: '1 reserva cancelada por falta de confirmação.' });
    const [cancelada] = await h.db.select().from(reservasSala).where(eq(reservasSala.id, ids['2026-03-04']!));
    expect(cancelada).toMatchObject({ status: 'cancelada', motivoCancelamento: M.motivoCancelamentoAutomatico, canceladoPor: null, canceladoEm: em('2026-03-03', '10:00') });
    expect((await titulos(ana.user.id)).filter((t) => t === 'Reserva cancelada por falta de confirmação')).toHaveLength(1);
    expect((await assuntos()).filter((a) => a === 'Reserva cancelada por falta de confirmação')).toHaveLength(1);
    const aviso = (await notificacoesDe(h.db, ana.user.id)).find((n) => n.titulo === 'Reserva cancelada por falta de confirmação')!;
    expect(aviso.mensagem).toContain(M.motivoCancelamentoAutomatico);
    expect(await rodar()).toMatchObject({ pedidos: 0, cancelamentos: 0 });
    // no próprio dia ainda cancela (a rotina não rodou na véspera)
    relogio.ir('2026-03-06', '07:00');
    expect((await rodar()).cancelamentos).toBe(1);
    const situacoes = Object.fromEntries((await h.db.select().from(reservasSala)).map((r) => [r.data, r.status]));
    expect(situacoes).toEqual({ '2026-03-04': 'cancelada', '2026-03-05': 'aprovada', '2026-03-06': 'cancelada' });
    expect(await h.db.select().from(reservaSalaAvisos)).toHaveLength(5); // 3 pedidos + 2 cancelamentos
  });

  it('quem confirma enquanto a rotina cancela fica com a reserva: sem linha de cancelamento no livro, sem aviso', async () => {
    const { ana, ids } = await aprovadas(['2026-03-04']);
    await rodar(); // pede a confirmação
    const id = ids['2026-03-04']!;
    // A confirmação de uso não passa pela trava da rotina: ela pode chegar entre a leitura das candidatas e o
    // cancelamento. O gatilho faz o papel dela — o UPDATE do cancelamento não acha mais a linha.
    await h.db.execute(sql.raw(`
      create function teste_confirmou_antes() returns trigger language plpgsql as $$
      begin
        if new.status = 'cancelada' and old.status = 'aprovada' and new.cancelado_por is null then return null; end if;
        return new;
      end $$`));
    await h.db.execute(sql.raw('create trigger teste_confirmou_antes before update on reservas_sala for each row execute function teste_confirmou_antes()'));
    relogio.ir('2026-03-03', '07:00');
    try {
      expect(await rodar()).toMatchObject({ pedidos: 0, cancelamentos: 0 });
    } finally {
      await h.db.execute(sql.raw('drop trigger teste_confirmou_antes on reservas_sala'));
      await h.db.execute(sql.raw('drop function teste_confirmou_antes()'));
    }
    await h.db.update(reservasSala).set({ confirmadoEm: relogio.agora }).where(eq(reservasSala.id, id)); // a confirmação que "chegou antes"
    expect((await h.db.select().from(reservaSalaAvisos)).map((a) => a.etapa)).toEqual(['pedido']);
    expect(await titulos(ana.user.id)).toEqual(['Confirme o uso da sala']);
    const [linha] = await h.db.select().from(reservasSala).where(eq(reservasSala.id, id));
    expect(linha).toMatchObject({ status: 'aprovada', canceladoEm: null });
    expect(await rodar()).toMatchObject({ pedidos: 0, cancelamentos: 0 });
  });

  it('aprovada tarde demais para ser lembrada (a um dia) não é cancelada; passada, nunca', async () => {
    const { ana } = await aprovadas(['2026-03-03'], '2026-03-02');
    expect(await rodar()).toMatchObject({ pedidos: 0, cancelamentos: 0 });
    relogio.ir('2026-03-04', '07:00');
    expect(await rodar()).toMatchObject({ pedidos: 0, cancelamentos: 0 });
    expect(await titulos(ana.user.id)).toEqual([]);
  });

  it('aprovada com a janela já aberta, depois da rotina do dia: o pedido de confirmação sai com a aprovação e a rotina cancela sem ela', async () => {
    // 02/03 10:00, depois da rotina das 07:00: aprova 04/03 (prazo: hoje) e 09/03 (prazo: 07/03)
    const { ana, ids } = await aprovadas(['2026-03-04', '2026-03-09'], '2026-03-02');
    const aprovacoes = (await notificacoesDe(h.db, ana.user.id)).filter((n) => n.titulo === 'Reserva aprovada');
    expect(aprovacoes.map((n) => n.mensagem)).toEqual([
      expect.stringContaining('Confirme o uso da sala entre 25/02/2026 e 02/03/2026'),
      expect.stringContaining('Confirme o uso da sala entre 02/03/2026 e 07/03/2026'),
    ]);
    const linhas = await h.db.select().from(reservasSala);
    expect(linhas.map((r) => r.confirmacaoSolicitadaEm)).toEqual([em('2026-03-02'), em('2026-03-02')]);
    const livro = (await h.db.select().from(reservaSalaAvisos)).map((a) => [a.reservaId, a.etapa]).sort((a, b) => Number(a[0]) - Number(b[0]));
    expect(livro).toEqual([[ids['2026-03-04'], 'pedido'], [ids['2026-03-09'], 'pedido']]);
    // o pedido de confirmação saiu com a aprovação, uma vez por reserva: a rotina não pede de novo
    expect(await titulos(ana.user.id)).toEqual(['Confirme o uso da sala', 'Confirme o uso da sala']);
    expect((await assuntos()).filter((a) => a === 'Confirmação obrigatória de uso da sala')).toHaveLength(2);
    relogio.ir('2026-03-02', '18:00');
    expect(await rodar()).toMatchObject({ pedidos: 0, cancelamentos: 0 });
    expect(await titulos(ana.user.id)).toHaveLength(2);
    // 03/03: 04/03 está a um dia sem confirmação — cancelada; 09/03 segue esperando
    relogio.ir('2026-03-03', '07:00');
    expect(await rodar()).toMatchObject({ pedidos: 0, cancelamentos: 1 });
    const situacoes = Object.fromEntries((await h.db.select().from(reservasSala)).map((r) => [r.data, r.status]));
    expect(situacoes).toEqual({ '2026-03-04': 'cancelada', '2026-03-09': 'aprovada' });
    expect((await titulos(ana.user.id)).at(-1)).toBe('Reserva cancelada por falta de confirmação');
    expect(await titulos(ana.user.id)).toHaveLength(3);
  });

  it('agendada às 07:00 de São Paulo; pela fila, faz a rodada do dia', async () => {
    expect(rotinasDeSalas).toEqual([{ nome: 'salas-confirmacao-de-uso', hora: '07:00', tarefa: TAREFA_CONFIRMACAO_DE_USO }]);
    const ctx = ctxDeTeste(h.db, null, { now: relogio.now });
    await aprovadas(['2026-03-09']);
    relogio.ir('2026-03-02', '07:00');
    await ctx.jobs.enfileirar(h.db, { tipo: TAREFA_CONFIRMACAO_DE_USO });
    await ctx.jobs.processarPendentes();
    expect(await tarefasNaFila(h.db, { tipo: TAREFA_CONFIRMACAO_DE_USO })).toMatchObject([{ situacao: 'concluida' }]);
    expect(await h.db.select().from(reservaSalaAvisos)).toHaveLength(1);
  });
});
