import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { DiaDaAgenda } from '#shared/contracts/salas.ts';
import { MENSAGENS_SALA as M } from '#shared/rules/salas.ts';
import type { DbHandle } from '../../db/client.ts';
import { bloqueiosCalendario, salas } from '../../db/schema/index.ts';
import { seedSalas } from '../../db/seed-salas.ts';
import { criarBancoDeTeste, limparBanco } from '../../testing/db.ts';
import { recusaDe } from '../../testing/recusa.ts';
import { decidirReservas, reservarDireto } from './gestao-de-reservas.ts';
import {
  agendaDoMes, bloqueiosDoAno, criarBloqueio, criarSala, editarBloqueio, editarSala, incluirFeriadosNacionais, removerBloqueio, salasAtivas, todasAsSalas,
} from './salas.service.ts';
import { criarRelogio, pedir, pessoa, sala, type Relogio } from './salas.test-utils.ts';

let h: DbHandle;
let consultas = 0;
let relogio: Relogio;
beforeAll(async () => {
  h = await criarBancoDeTeste({ aoConsultar: () => consultas++ });
});
afterAll(() => h.close());
beforeEach(async () => {
  await limparBanco(h);
  relogio = criarRelogio();
});

describe('salas', () => {
  it('lista as ativas para quem pede e todas para a administração; nome único sem diferenciar maiúsculas', async () => {
    const adm = await pessoa(h.db, relogio, true);
    const a = await criarSala(adm, { nome: 'Sala de Reunião', capacidade: 30, ativa: true });
    await criarSala(adm, { nome: 'Auditório', capacidade: 60, ativa: true });
    await criarSala(adm, { nome: 'Laboratório', capacidade: 12, ativa: false });
    expect((await salasAtivas(adm)).map((s) => s.nome)).toEqual(['Auditório', 'Sala de Reunião']);
    expect((await todasAsSalas(adm)).map((s) => [s.nome, s.ativa])).toEqual([['Auditório', true], ['Laboratório', false], ['Sala de Reunião', true]]);
    const repetido = { code: 'CONFLITO', status: 409, mensagem: 'Já existe uma sala com este nome.' };
    expect(await recusaDe(criarSala(adm, { nome: 'AUDITÓRIO', capacidade: 10, ativa: true }))).toMatchObject(repetido);
    expect(await recusaDe(editarSala(adm, a.id, { nome: 'auditório', capacidade: 30, ativa: true }))).toMatchObject(repetido);
    expect(await editarSala(adm, a.id, { nome: 'Sala de Reuniões', capacidade: 25, ativa: false })).toEqual({ id: a.id, nome: 'Sala de Reuniões', capacidade: 25, ativa: false });
    expect(await recusaDe(editarSala(adm, 999_999, { nome: 'X', capacidade: 1, ativa: true }))).toMatchObject({ code: 'NAO_ENCONTRADO', mensagem: M.salaInexistente });
  });
});

describe('agenda do mês', () => {
  const dia = (dias: DiaDaAgenda[], data: string) => dias.find((d) => d.data === data)!;
  const situacoes = (d: DiaDaAgenda) => d.horarios.map((x) => x.situacao);

  it('cada dia com fim de semana, bloqueio e a situação de cada período; o id só das próprias reservas', async () => {
    const s = await sala(h.db);
    const ana = await pessoa(h.db, relogio);
    const bia = await pessoa(h.db, relogio);
    const adm = await pessoa(h.db, relogio, true);
    await criarBloqueio(adm, { data: '2026-03-19', tipo: 'feriado_municipal', descricao: 'Aniversário de Santos' });
    const minha = await pedir(ana, s.id, { data: '2026-03-09' });
    const dela = await pedir(bia, s.id, { data: '2026-03-09', periodo: 'tarde', finalidade: 'Assunto sigiloso' });
    await decidirReservas(adm, { ids: [dela.id], decisao: 'aprovar' });
    await reservarDireto(adm, { sala_id: s.id, data: '2026-03-10', periodo: 'manha', tipo: 'bloqueio', finalidade: 'Manutenção', qtd_pessoas: null, coffee_break: false, recorrencia: null });
    await pedir(ana, s.id, { data: '2026-03-03' });
    relogio.ir('2026-03-04');
    consultas = 0;
    const agenda = await agendaDoMes(ana, { sala_id: s.id, mes: '2026-03' });
    expect(consultas).toBe(3); // a sala, os bloqueios e a ocupação do mês inteiro
    expect(agenda).toMatchObject({ mes: '2026-03', hoje: '2026-03-04', primeiro_mes: '2026-01', ultimo_mes: '2026-12', reservavel_ate: '2026-12-31' });
    expect(agenda.dias).toHaveLength(31);
    expect(dia(agenda.dias, '2026-03-09').horarios).toEqual([
      { periodo: 'manha', situacao: 'pendente', minha_reserva_id: minha.id },
      { periodo: 'tarde', situacao: 'aprovada', minha_reserva_id: null },
    ]);
    expect(JSON.stringify(agenda)).not.toContain('sigiloso');
    expect(situacoes(dia(agenda.dias, '2026-03-10'))).toEqual(['bloqueada', 'livre']);
    expect(dia(agenda.dias, '2026-03-07')).toMatchObject({ fim_de_semana: true, bloqueio: null });
    expect(situacoes(dia(agenda.dias, '2026-03-07'))).toEqual(['indisponivel', 'indisponivel']);
    expect(dia(agenda.dias, '2026-03-19')).toMatchObject({ fim_de_semana: false, bloqueio: { tipo: 'feriado_municipal', descricao: 'Aniversário de Santos' } });
    expect(situacoes(dia(agenda.dias, '2026-03-19'))).toEqual(['indisponivel', 'indisponivel']);
    // passado: indisponível, mas a reserva que existiu continua aparecendo
    expect(situacoes(dia(agenda.dias, '2026-03-02'))).toEqual(['indisponivel', 'indisponivel']);
    expect(situacoes(dia(agenda.dias, '2026-03-03'))).toEqual(['pendente', 'indisponivel']);
    expect(situacoes(dia(agenda.dias, '2026-03-04'))).toEqual(['livre', 'livre']);
    // quem pediu vê só a própria
    const deBia = await agendaDoMes(bia, { sala_id: s.id, mes: '2026-03' });
    expect(dia(deBia.dias, '2026-03-09').horarios.map((x) => x.minha_reserva_id)).toEqual([null, dela.id]);
  });

  it('depois da última data que se pode pedir, indisponível; fora da janela só a administração vê', async () => {
    const s = await sala(h.db);
    const ana = await pessoa(h.db, relogio);
    const adm = await pessoa(h.db, relogio, true);
    relogio.ir('2026-11-20');
    const janeiro = await agendaDoMes(ana, { sala_id: s.id, mes: '2027-01' });
    expect(janeiro).toMatchObject({ ultimo_mes: '2027-01', reservavel_ate: '2027-01-31' });
    expect(situacoes(dia(janeiro.dias, '2027-01-04'))).toEqual(['livre', 'livre']);
    const fora = { code: 'DADOS_INVALIDOS', status: 400, mensagem: M.mesForaDaJanela, details: { campos: [{ campo: 'mes', mensagem: M.mesForaDaJanela }] } };
    expect(await recusaDe(agendaDoMes(ana, { sala_id: s.id, mes: '2027-02' }))).toMatchObject(fora);
    expect(await recusaDe(agendaDoMes(ana, { sala_id: s.id, mes: '2025-12' }))).toMatchObject(fora);
    const fevereiro = await agendaDoMes(adm, { sala_id: s.id, mes: '2027-02' });
    expect(fevereiro.dias.every((d) => d.horarios.every((x) => x.situacao === 'indisponivel'))).toBe(true);
    expect((await agendaDoMes(adm, { sala_id: s.id, mes: '2025-06' })).dias).toHaveLength(30);
  });

  it('sala desativada ou inexistente: 404 para quem não administra', async () => {
    const s = await sala(h.db, 'Antiga', 10, false);
    const ana = await pessoa(h.db, relogio);
    const adm = await pessoa(h.db, relogio, true);
    expect(await recusaDe(agendaDoMes(ana, { sala_id: s.id, mes: '2026-03' }))).toMatchObject({ code: 'NAO_ENCONTRADO', status: 404, mensagem: M.salaInexistente });
    expect(await recusaDe(agendaDoMes(ana, { sala_id: 999_999, mes: '2026-03' }))).toMatchObject({ code: 'NAO_ENCONTRADO' });
    expect((await agendaDoMes(adm, { sala_id: s.id, mes: '2026-03' })).sala.ativa).toBe(false);
  });
});

describe('calendário de bloqueios', () => {
  it('cria, lista por ano, edita e remove; a data é única; diz quantas reservas já havia no dia', async () => {
    const s = await sala(h.db);
    const ana = await pessoa(h.db, relogio);
    const adm = await pessoa(h.db, relogio, true);
    const r = await pedir(ana, s.id, { data: '2026-03-10' });
    await pedir(ana, s.id, { data: '2026-03-10', periodo: 'tarde' });
    await decidirReservas(adm, { ids: [r.id], decisao: 'rejeitar', observacao: 'Não' });
    const salvo = await criarBloqueio(adm, { data: '2026-03-10', tipo: 'bloqueio_interno', descricao: 'Dedetização' });
    expect(salvo).toEqual({ bloqueio: { id: expect.any(Number), data: '2026-03-10', tipo: 'bloqueio_interno', descricao: 'Dedetização' }, reservas_no_dia: 1 });
    const [linha] = await h.db.select().from(bloqueiosCalendario);
    expect(linha!.criadoPor).toBe(adm.user.id);
    const duplicado = { code: 'CONFLITO', status: 409, mensagem: M.bloqueioDuplicado };
    expect(await recusaDe(criarBloqueio(adm, { data: '2026-03-10', tipo: 'feriado_municipal', descricao: 'Outro' }))).toMatchObject(duplicado);
    const outro = await criarBloqueio(adm, { data: '2026-03-11', tipo: 'ponto_facultativo', descricao: 'Ponto' });
    expect(outro.reservas_no_dia).toBe(0);
    expect(await recusaDe(editarBloqueio(adm, outro.bloqueio.id, { data: '2026-03-10', tipo: 'ponto_facultativo', descricao: 'Ponto' }))).toMatchObject(duplicado);
    expect((await editarBloqueio(adm, outro.bloqueio.id, { data: '2026-03-12', tipo: 'feriado_municipal', descricao: 'Feriado' })).bloqueio).toMatchObject({ data: '2026-03-12', tipo: 'feriado_municipal' });
    await criarBloqueio(adm, { data: '2027-01-05', tipo: 'bloqueio_interno', descricao: 'Recesso' });
    expect((await bloqueiosDoAno(adm, { ano: 2026 })).map((b) => b.data)).toEqual(['2026-03-10', '2026-03-12']);
    expect(await removerBloqueio(adm, outro.bloqueio.id)).toBeNull();
    expect(await recusaDe(removerBloqueio(adm, outro.bloqueio.id))).toMatchObject({ code: 'NAO_ENCONTRADO', mensagem: 'Bloqueio não encontrado.' });
    expect(await recusaDe(editarBloqueio(adm, outro.bloqueio.id, { data: '2026-03-13', tipo: 'feriado_municipal', descricao: 'X' }))).toMatchObject({ code: 'NAO_ENCONTRADO' });
  });

  it('feriados nacionais de um ano: as datas já cadastradas ficam como estão', async () => {
    const adm = await pessoa(h.db, relogio, true);
    await criarBloqueio(adm, { data: '2026-04-21', tipo: 'feriado_municipal', descricao: 'Tiradentes (municipal)' });
    expect(await incluirFeriadosNacionais(adm, { ano: 2026 })).toEqual({ incluidos: 12, ja_existiam: 1, mensagem: '12 datas incluídas no calendário de 2026 (1 já existia).' });
    expect(await incluirFeriadosNacionais(adm, { ano: 2026 })).toEqual({ incluidos: 0, ja_existiam: 13, mensagem: 'Os feriados nacionais de 2026 já estavam no calendário.' });
    const lista = await bloqueiosDoAno(adm, { ano: 2026 });
    expect(lista).toHaveLength(13);
    expect(lista.find((b) => b.data === '2026-04-21')).toMatchObject({ tipo: 'feriado_municipal', descricao: 'Tiradentes (municipal)' });
    expect(lista.find((b) => b.data === '2026-04-03')).toMatchObject({ tipo: 'feriado_nacional', descricao: 'Paixão de Cristo' });
  });
});

describe('semente de base', () => {
  it('salas num cadastro vazio e feriados do ano corrente e do seguinte; idempotente; um feriado apagado não volta', async () => {
    await seedSalas(h.db, '2026-06-10');
    await seedSalas(h.db, '2026-06-10');
    expect((await h.db.select().from(salas)).map((s) => [s.nome, s.capacidade]).sort()).toEqual([['Auditório', 60], ['Sala de Reunião', 30]]);
    const todos = await h.db.select().from(bloqueiosCalendario);
    expect(todos.filter((b) => b.data.startsWith('2026'))).toHaveLength(13);
    expect(todos.filter((b) => b.data.startsWith('2027'))).toHaveLength(13);
    await h.db.delete(bloqueiosCalendario).where(eq(bloqueiosCalendario.data, '2026-06-04'));
    await h.db.delete(salas).where(eq(salas.nome, 'Auditório'));
    await seedSalas(h.db, '2026-06-10');
    expect(await h.db.select().from(bloqueiosCalendario)).toHaveLength(25);
    expect(await h.db.select().from(salas)).toHaveLength(1);
    // virou o ano: entra o seguinte
    await seedSalas(h.db, '2027-01-02');
    expect((await h.db.select().from(bloqueiosCalendario)).filter((b) => b.data.startsWith('2028'))).toHaveLength(13);
  });
});
