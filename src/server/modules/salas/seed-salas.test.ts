import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ehFimDeSemana, MENSAGENS_SALA as M, situacaoDaConfirmacao, somarDias, type StatusReserva, ultimoDiaDoMes } from '#shared/rules/salas.ts';
import type { DbHandle } from '../../db/client.ts';
import { bloqueiosCalendario, notificacoes, reservasSala } from '../../db/schema/index.ts';
import { seedSalasDemo } from '../../db/seed-salas.ts';
import { criarBancoDeTeste, limparBanco } from '../../testing/db.ts';
import { criarUsuario, ctxDeTeste } from '../../testing/factories.ts';
import { em } from './salas.test-utils.ts';

let h: DbHandle;
beforeAll(async () => {
  h = await criarBancoDeTeste();
});
afterAll(() => h.close());

const CONTAS = ['admin@escola.demo', 'instrutor@escola.demo', 'usuario@escola.demo', 'participante1@escola.demo', 'participante2@escola.demo', 'participante3@escola.demo', 'participante4@escola.demo'];

describe('demonstração das salas', () => {
  // dias comuns, véspera de Carnaval, fim de novembro, fim de dezembro e virada do ano
  it.each(['2026-03-02', '2026-02-13', '2026-11-27', '2026-12-22', '2027-01-04'])('em %s: uma reserva em cada situação, só em dias úteis livres', async (hoje) => {
    await limparBanco(h);
    const ids: Record<string, number> = {};
    for (const email of CONTAS) {
      ids[email] = (await criarUsuario(h.db, { email, scryptLogN: 4, perfis: email.startsWith('admin') ? ['usuario', 'administrador'] : ['usuario'] })).id;
    }
    await seedSalasDemo(ctxDeTeste(h.db, null, { now: () => em(hoje, '09:00') }));
    const linhas = await h.db.select().from(reservasSala);
    const bloqueadas = new Set((await h.db.select().from(bloqueiosCalendario)).map((b) => b.data));
    expect(linhas.every((r) => !ehFimDeSemana(r.data) && !bloqueadas.has(r.data))).toBe(true);
    const com = (status: StatusReserva) => linhas.filter((r) => r.status === status);
    const pedidas = linhas.filter((r) => r.termoAceitoEm);
    expect(com('pendente').length).toBeGreaterThanOrEqual(2);
    expect(com('rejeitada')).toEqual([expect.objectContaining({ observacaoAdmin: expect.any(String) })]);
    expect(com('bloqueada')).toHaveLength(2);
    // o mês seguinte também tem pedido pendente, reserva aprovada e bloqueio
    const mesQueVem = somarDias(ultimoDiaDoMes(hoje.slice(0, 7)), 1).slice(0, 7);
    expect([...new Set(linhas.filter((r) => r.data.startsWith(mesQueVem)).map((r) => r.status))]).toEqual(expect.arrayContaining(['pendente', 'aprovada', 'bloqueada']));
    expect(com('cancelada').map((r) => r.motivoCancelamento === M.motivoCancelamentoAutomatico ? r.motivoCancelamento : null).sort()).toEqual([null, M.motivoCancelamentoAutomatico].sort());
    expect(com('cancelada').find((r) => r.canceladoPor)?.solicitanteId).toBe(ids['participante3@escola.demo']);
    const situacao = (r: (typeof linhas)[number]) => situacaoDaConfirmacao({ status: r.status, data: r.data, confirmadoEm: r.confirmadoEm }, hoje);
    const aprovadasPedidas = pedidas.filter((r) => r.status === 'aprovada');
    expect(aprovadasPedidas.map(situacao).sort()).toEqual(['aberta', 'ainda_nao_aberta', 'ainda_nao_aberta', 'confirmada']);
    expect(aprovadasPedidas.find((r) => situacao(r) === 'aberta')).toMatchObject({ solicitanteId: ids['usuario@escola.demo'], confirmacaoSolicitadaEm: expect.any(Date) });
    expect(linhas.filter((r) => r.grupo && r.status === 'aprovada').length).toBeGreaterThanOrEqual(3);
    expect([...new Set(linhas.map((r) => r.solicitanteId))]).toContain(ids['usuario@escola.demo']);
    expect((await h.db.select().from(bloqueiosCalendario)).filter((b) => b.tipo === 'bloqueio_interno')).toHaveLength(1);
    const avisos = (await h.db.select().from(notificacoes)).filter((n) => n.usuarioId === ids['usuario@escola.demo']).map((n) => n.titulo);
    expect(avisos).toContain('Confirme o uso da sala');
  });

  it('sem as contas de demonstração, não faz nada', async () => {
    await limparBanco(h);
    await seedSalasDemo(ctxDeTeste(h.db, null, { now: () => em('2026-03-02') }));
    expect(await h.db.select().from(reservasSala)).toHaveLength(0);
  });
});
