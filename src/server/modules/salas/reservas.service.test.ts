import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { LIMITES_SALA as L, MENSAGENS_SALA as M } from '#shared/rules/salas.ts';
import type { DbHandle } from '../../db/client.ts';
import { assinaturaDeDemonstracao } from '../../db/assinatura-de-demonstracao.ts';
import { reservasSala } from '../../db/schema/index.ts';
import { criarBancoDeTeste, limparBanco } from '../../testing/db.ts';
import { recusaDe } from '../../testing/recusa.ts';
import { salvarAssinatura } from '../assinaturas/assinaturas.service.ts';
import { decidirReservas } from './gestao-de-reservas.ts';
import { cancelarMinhaReserva, confirmarUso, editarReserva, minhasReservas } from './reservas.service.ts';
import { criarBloqueio, editarSala } from './salas.service.ts';
import { corpo, criarRelogio, em, HOJE, notificacoesDe, pedir, pessoa, sala, type Relogio } from './salas.test-utils.ts';

let h: DbHandle;
let relogio: Relogio;
beforeAll(async () => {
  h = await criarBancoDeTeste();
});
afterAll(() => h.close());
beforeEach(async () => {
  await limparBanco(h);
  relogio = criarRelogio();
});

const campo = (campo: string, mensagem: string) => ({ code: 'DADOS_INVALIDOS', status: 400, mensagem, details: { campos: [{ campo, mensagem }] } });

describe('pedir um horário', () => {
  it('nasce pendente, com o aceite do termo na hora do pedido e sem assinatura', async () => {
    const s = await sala(h.db);
    const ana = await pessoa(h.db, relogio);
    const r = await pedir(ana, s.id, { coffee_break: true });
    expect(r).toMatchObject({
      sala: { id: s.id, nome: 'Auditório', capacidade: 60 }, data: '2026-03-09', periodo: 'manha', status: 'pendente', qtd_pessoas: 20,
      finalidade: 'Reunião de equipe', coffee_break: true, termo_aceito_em: em(HOJE).toISOString(), termo_assinado: false,
      confirmacao: 'nao_se_aplica', confirmacao_abre: '2026-03-02', confirmacao_fecha: '2026-03-07', pode_editar: true, pode_cancelar: true, pode_confirmar: false,
    });
    const [linha] = await h.db.select().from(reservasSala);
    expect(linha).toMatchObject({ status: 'pendente', solicitanteId: ana.user.id, termoAssinaturaChave: null });
  });

  it('recusa datas passadas, fora da janela, fins de semana e datas bloqueadas, com a mensagem de cada caso', async () => {
    const s = await sala(h.db);
    const ana = await pessoa(h.db, relogio);
    const adm = await pessoa(h.db, relogio, true);
    expect(await recusaDe(pedir(ana, s.id, { data: '2026-02-27' }))).toMatchObject(campo('data', M.passado));
    expect(await recusaDe(pedir(ana, s.id, { data: '2027-01-04' }))).toMatchObject(campo('data', M.foraDaJanela));
    expect(await recusaDe(pedir(ana, s.id, { data: '2026-03-07' }))).toMatchObject(campo('data', M.fimDeSemana));
    expect(await recusaDe(pedir(ana, s.id, { data: '2026-03-08' }))).toMatchObject(campo('data', M.fimDeSemana));
    for (const [data, tipo] of [['2026-03-10', 'feriado_municipal'], ['2026-03-11', 'ponto_facultativo'], ['2026-03-12', 'bloqueio_interno'], ['2026-04-21', 'feriado_nacional']] as const) {
      await criarBloqueio(adm, { data, tipo, descricao: 'Fechado' });
      expect(await recusaDe(pedir(ana, s.id, { data }))).toMatchObject(campo('data', M.bloqueada));
    }
    // hoje ainda vale; em novembro, janeiro do ano seguinte também
    expect((await pedir(ana, s.id, { data: HOJE })).status).toBe('pendente');
    relogio.ir('2026-11-03');
    expect((await pedir(ana, s.id, { data: '2027-01-04' })).status).toBe('pendente');
    expect(await recusaDe(pedir(ana, s.id, { data: '2027-02-01' }))).toMatchObject(campo('data', M.foraDaJanela));
  });

  it('capacidade da sala; sala desativada ou inexistente', async () => {
    const s = await sala(h.db, 'Sala de Reunião', 30);
    const ana = await pessoa(h.db, relogio);
    expect(await recusaDe(pedir(ana, s.id, { qtd_pessoas: 31 }))).toMatchObject(campo('qtd_pessoas', 'Capacidade máxima para esta sala é de 30 pessoas.'));
    expect((await pedir(ana, s.id, { qtd_pessoas: 30 })).qtd_pessoas).toBe(30);
    const adm = await pessoa(h.db, relogio, true);
    await editarSala(adm, s.id, { nome: 'Sala de Reunião', capacidade: 30, ativa: false });
    expect(await recusaDe(pedir(ana, s.id, { periodo: 'tarde' }))).toMatchObject(campo('sala_id', M.salaInativa));
    expect(await recusaDe(pedir(ana, 999_999))).toMatchObject({ code: 'NAO_ENCONTRADO', status: 404, mensagem: M.salaInexistente });
  });

  it('um horário ocupado recusa com 409; outro período ou outra sala, não; cancelado, libera', async () => {
    const s = await sala(h.db);
    const outra = await sala(h.db, 'Sala de Reunião', 30);
    const ana = await pessoa(h.db, relogio);
    const bia = await pessoa(h.db, relogio);
    const primeiro = await pedir(ana, s.id);
    expect(await recusaDe(pedir(bia, s.id))).toMatchObject({ code: 'CONFLITO', status: 409, mensagem: M.ocupado });
    expect(await recusaDe(pedir(ana, s.id))).toMatchObject({ code: 'CONFLITO', mensagem: M.ocupado });
    expect((await pedir(bia, s.id, { periodo: 'tarde' })).status).toBe('pendente');
    expect((await pedir(bia, outra.id)).status).toBe('pendente');
    await cancelarMinhaReserva(ana, primeiro.id);
    expect((await pedir(bia, s.id)).status).toBe('pendente');
  });

  it('com assinatura salva, o termo guarda uma cópia que não muda quando a pessoa troca a assinatura', async () => {
    const s = await sala(h.db);
    const ana = await pessoa(h.db, relogio);
    const dataUrl = (png: Buffer) => `data:image/png;base64,${png.toString('base64')}`;
    await salvarAssinatura(ana, { imagem: dataUrl(assinaturaDeDemonstracao(1)) });
    const r = await pedir(ana, s.id);
    expect(r.termo_assinado).toBe(true);
    const [linha] = await h.db.select().from(reservasSala).where(eq(reservasSala.id, r.id));
    const copia = linha!.termoAssinaturaChave!;
    expect(copia).toMatch(/^termos-salas\/[0-9a-f-]{36}\.png$/);
    await salvarAssinatura(ana, { imagem: dataUrl(assinaturaDeDemonstracao(3)) });
    expect(Buffer.from((await ana.storage.ler(copia))!)).toEqual(assinaturaDeDemonstracao(1));
  });
});

describe('limite de pedidos pendentes por pessoa', () => {
  const limite = { code: 'CONFLITO', status: 409, mensagem: 'Você já tem 10 pedidos em análise. Aguarde a decisão ou cancele algum antes de pedir outro.' };
  const DIAS_UTEIS = ['2026-03-02', '2026-03-03', '2026-03-04', '2026-03-05', '2026-03-06'];

  it('no máximo 10 pendentes de hoje em diante: o 11º é 409; cancelados, decididos e de datas passadas não contam', async () => {
    expect(L.pendentesPorPessoa).toBe(10);
    expect(M.limitePendentes).toBe(limite.mensagem);
    const s = await sala(h.db);
    const ana = await pessoa(h.db, relogio);
    const bia = await pessoa(h.db, relogio);
    const adm = await pessoa(h.db, relogio, true);
    const ids: Record<string, number> = {};
    for (const data of DIAS_UTEIS) {
      for (const periodo of ['manha', 'tarde'] as const) ids[`${data} ${periodo}`] = (await pedir(ana, s.id, { data, periodo })).id;
    }
    expect(await recusaDe(pedir(ana, s.id, { data: '2026-03-09' }))).toMatchObject(limite);
    // a conta é de cada pessoa
    expect((await pedir(bia, s.id, { data: '2026-03-09' })).status).toBe('pendente');
    // cancelar libera uma vaga
    await cancelarMinhaReserva(ana, ids['2026-03-06 tarde']!);
    const decimo = await pedir(ana, s.id, { data: '2026-03-10' });
    expect(await recusaDe(pedir(ana, s.id, { data: '2026-03-11' }))).toMatchObject(limite);
    // decidido também sai da conta
    await decidirReservas(adm, { ids: [ids['2026-03-06 manha']!], decisao: 'rejeitar', observacao: 'Sala em manutenção.' });
    await pedir(ana, s.id, { data: '2026-03-11' });
    expect(await recusaDe(pedir(ana, s.id, { data: '2026-03-12' }))).toMatchObject(limite);
    // o dia passou: os dois pendentes de 02/03 ficam fora da conta
    relogio.ir('2026-03-03');
    await pedir(ana, s.id, { data: '2026-03-12' });
    await pedir(ana, s.id, { data: '2026-03-13' });
    expect(await recusaDe(pedir(ana, s.id, { data: '2026-03-16' }))).toMatchObject(limite);
    // um pendente de data passada que volta para o futuro conta como pedido novo; editar um futuro, não
    expect(await recusaDe(editarReserva(ana, ids['2026-03-02 manha']!, corpo(s.id, { data: '2026-03-16' })))).toMatchObject(limite);
    expect((await editarReserva(ana, decimo.id, corpo(s.id, { data: '2026-03-17' }))).data).toBe('2026-03-17');
    const pendentesFuturos = (await h.db.select().from(reservasSala)).filter((r) => r.solicitanteId === ana.user.id && r.status === 'pendente' && r.data >= '2026-03-03');
    expect(pendentesFuturos).toHaveLength(10);
  });

  it('pedidos simultâneos da mesma pessoa não passam do limite', async () => {
    const s = await sala(h.db);
    const ana = await pessoa(h.db, relogio);
    const datas = [...DIAS_UTEIS, '2026-03-09', '2026-03-10'];
    const pedidos = datas.flatMap((data) => (['manha', 'tarde'] as const).map((periodo) => pedir(ana, s.id, { data, periodo })));
    const resultados = await Promise.allSettled(pedidos);
    expect(resultados.filter((r) => r.status === 'fulfilled')).toHaveLength(10);
    const recusas = resultados.filter((r): r is PromiseRejectedResult => r.status === 'rejected');
    expect(recusas).toHaveLength(4);
    for (const r of recusas) expect((r.reason as Error).message).toBe(limite.mensagem);
    expect(await h.db.select().from(reservasSala)).toHaveLength(10);
  });
});

describe('editar e cancelar só enquanto pendente', () => {
  it('edita o próprio pedido (inclusive o horário), com as mesmas conferências', async () => {
    const s = await sala(h.db);
    const ana = await pessoa(h.db, relogio);
    const bia = await pessoa(h.db, relogio);
    const r = await pedir(ana, s.id);
    const ocupado = await pedir(bia, s.id, { data: '2026-03-10' });
    const editado = await editarReserva(ana, r.id, corpo(s.id, { data: '2026-03-11', periodo: 'tarde', finalidade: 'Oficina', qtd_pessoas: 40 }));
    expect(editado).toMatchObject({ id: r.id, data: '2026-03-11', periodo: 'tarde', finalidade: 'Oficina', qtd_pessoas: 40, status: 'pendente' });
    // o mesmo horário de antes continua valendo para ela (não conflita consigo mesma)
    expect((await editarReserva(ana, r.id, corpo(s.id, { data: '2026-03-11', periodo: 'tarde' }))).finalidade).toBe('Reunião de equipe');
    expect(await recusaDe(editarReserva(ana, r.id, corpo(s.id, { data: '2026-03-10' })))).toMatchObject({ code: 'CONFLITO', mensagem: M.ocupado });
    expect(await recusaDe(editarReserva(ana, r.id, corpo(s.id, { data: '2026-03-14' })))).toMatchObject(campo('data', M.fimDeSemana));
    expect(await recusaDe(editarReserva(ana, r.id, corpo(s.id, { qtd_pessoas: 61 })))).toMatchObject(campo('qtd_pessoas', M.capacidade(60)));
    // de outra pessoa: como se não existisse
    expect(await recusaDe(editarReserva(ana, ocupado.id, corpo(s.id)))).toMatchObject({ code: 'NAO_ENCONTRADO', status: 404 });
  });

  it('depois de decidido, editar e cancelar são recusados com 403', async () => {
    const s = await sala(h.db);
    const ana = await pessoa(h.db, relogio);
    const adm = await pessoa(h.db, relogio, true);
    const r = await pedir(ana, s.id);
    await decidirReservas(adm, { ids: [r.id], decisao: 'aprovar' });
    expect(await recusaDe(editarReserva(ana, r.id, corpo(s.id)))).toMatchObject({ code: 'SEM_PERMISSAO', status: 403, mensagem: M.edicaoSoPendente });
    expect(await recusaDe(cancelarMinhaReserva(ana, r.id))).toMatchObject({ code: 'SEM_PERMISSAO', status: 403, mensagem: M.cancelamentoSoPendente });
  });

  it('cancela o próprio pendente: a linha fica, com quem e quando; de outra pessoa, 404', async () => {
    const s = await sala(h.db);
    const ana = await pessoa(h.db, relogio);
    const bia = await pessoa(h.db, relogio);
    const r = await pedir(ana, s.id);
    expect(await recusaDe(cancelarMinhaReserva(bia, r.id))).toMatchObject({ code: 'NAO_ENCONTRADO' });
    const c = await cancelarMinhaReserva(ana, r.id);
    expect(c).toMatchObject({ status: 'cancelada', pode_editar: false, pode_cancelar: false });
    const [linha] = await h.db.select().from(reservasSala);
    expect(linha).toMatchObject({ status: 'cancelada', canceladoPor: ana.user.id, canceladoEm: em(HOJE) });
    expect(await recusaDe(cancelarMinhaReserva(ana, r.id))).toMatchObject({ code: 'SEM_PERMISSAO', mensagem: M.cancelamentoSoPendente });
  });
});

describe('minhas reservas', () => {
  it('só as da pessoa, da data mais distante para a mais antiga, manhã antes da tarde', async () => {
    const s = await sala(h.db);
    const ana = await pessoa(h.db, relogio);
    const bia = await pessoa(h.db, relogio);
    await pedir(ana, s.id, { data: '2026-03-10', periodo: 'tarde' });
    await pedir(ana, s.id, { data: '2026-03-20' });
    await pedir(ana, s.id, { data: '2026-03-10', periodo: 'manha' });
    await pedir(bia, s.id, { data: '2026-03-11' });
    const minhas = await minhasReservas(ana);
    expect(minhas.map((r) => `${r.data} ${r.periodo}`)).toEqual(['2026-03-20 manha', '2026-03-10 manha', '2026-03-10 tarde']);
    expect((await minhasReservas(bia)).map((r) => r.data)).toEqual(['2026-03-11']);
  });
});

describe('confirmação de uso', () => {
  it('só aprovada, de 7 dias a 48 horas antes; repetir não avisa de novo', async () => {
    const s = await sala(h.db);
    const ana = await pessoa(h.db, relogio);
    const adm = await pessoa(h.db, relogio, true);
    const r = await pedir(ana, s.id, { data: '2026-03-20' }); // janela: 13/03 a 18/03
    expect(await recusaDe(confirmarUso(ana, r.id))).toMatchObject({ code: 'DADOS_INVALIDOS', status: 400, mensagem: M.confirmacaoSoAprovada });
    await decidirReservas(adm, { ids: [r.id], decisao: 'aprovar' });
    expect((await minhasReservas(ana))[0]).toMatchObject({ confirmacao: 'ainda_nao_aberta', pode_confirmar: false });
    relogio.ir('2026-03-12', '23:59');
    expect(await recusaDe(confirmarUso(ana, r.id))).toMatchObject({ code: 'DADOS_INVALIDOS', mensagem: M.confirmacaoForaDaJanela });
    relogio.ir('2026-03-13', '00:01');
    expect((await minhasReservas(ana))[0]).toMatchObject({ confirmacao: 'aberta', pode_confirmar: true });
    const c = await confirmarUso(ana, r.id);
    expect(c).toMatchObject({ confirmacao: 'confirmada', confirmado_em: em('2026-03-13', '00:01').toISOString(), pode_confirmar: false });
    const avisos = (await notificacoesDe(h.db, ana.user.id)).filter((n) => n.titulo === 'Uso da sala confirmado');
    expect(avisos).toHaveLength(1);
    expect(avisos[0]).toMatchObject({ tipo: 'reserva', link: '/agendamento-sala' });
    relogio.ir('2026-03-19');
    expect((await confirmarUso(ana, r.id)).confirmado_em).toBe(em('2026-03-13', '00:01').toISOString());
    expect((await notificacoesDe(h.db, ana.user.id)).filter((n) => n.titulo === 'Uso da sala confirmado')).toHaveLength(1);
    // de outra pessoa: 404
    const bia = await pessoa(h.db, relogio);
    expect(await recusaDe(confirmarUso(bia, r.id))).toMatchObject({ code: 'NAO_ENCONTRADO' });
  });

  it('o último dia da janela é data − 2; no dia seguinte, vencida', async () => {
    const s = await sala(h.db);
    const ana = await pessoa(h.db, relogio);
    const adm = await pessoa(h.db, relogio, true);
    const a = await pedir(ana, s.id, { data: '2026-03-20' });
    const b = await pedir(ana, s.id, { data: '2026-03-19' });
    await decidirReservas(adm, { ids: [a.id, b.id], decisao: 'aprovar' });
    relogio.ir('2026-03-18', '23:59');
    expect((await confirmarUso(ana, a.id)).confirmacao).toBe('confirmada');
    expect(await recusaDe(confirmarUso(ana, b.id))).toMatchObject({ mensagem: M.confirmacaoForaDaJanela });
    expect((await minhasReservas(ana)).find((r) => r.id === b.id)?.confirmacao).toBe('vencida');
  });
});
