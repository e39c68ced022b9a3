import { PDFDict, PDFDocument, PDFName } from 'pdf-lib';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ReservaDiretaBodySchema, type ReservaDiretaBody } from '#shared/contracts/salas.ts';
import { MENSAGEM_DATA_FORA_DOS_LIMITES } from '#shared/contracts/comum.ts';
import { MENSAGENS_SALA as M } from '#shared/rules/salas.ts';
import type { DbHandle } from '../../db/client.ts';
import { assinaturaDeDemonstracao } from '../../db/assinatura-de-demonstracao.ts';
import { auditoria, reservasSala } from '../../db/schema/index.ts';
import type { CtxAutenticado } from '../../lib/context.ts';
import { criarBancoDeTeste, limparBanco } from '../../testing/db.ts';
import { textoDoPdf } from '../../testing/pdf.ts';
import { recusaDe } from '../../testing/recusa.ts';
import { salvarAssinatura } from '../assinaturas/assinaturas.service.ts';
import { SalvarInstituicaoBodySchema } from '#shared/contracts/instituicao.ts';
import { salvarInstituicao } from '../instituicao/instituicao.service.ts';
import { cancelarPelaAdministracao, decidirReservas, reservarDireto, reservasDaAdministracao, termoDaReserva } from './gestao-de-reservas.ts';
import { minhasReservas } from './reservas.service.ts';
import { criarBloqueio } from './salas.service.ts';
import { renderizarTermo } from './termo-pdf.ts';
import { criarRelogio, emailsNaFila, notificacoesDe, pedir, pessoa, sala, type Relogio } from './salas.test-utils.ts';

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

const direta = (ctx: CtxAutenticado, b: Partial<ReservaDiretaBody> & { sala_id: number }) =>
  reservarDireto(ctx, ReservaDiretaBodySchema.parse({ data: '2026-03-09', periodo: 'manha', tipo: 'reserva', qtd_pessoas: 10, finalidade: 'Colegiado', ...b }));

describe('decisão em lote', () => {
  it('aprova só as pendentes; as outras vão para ignoradas; cada pessoa é avisada no app e por e-mail', async () => {
    const s = await sala(h.db);
    const [ana, bia] = [await pessoa(h.db, relogio), await pessoa(h.db, relogio)];
    const adm = await pessoa(h.db, relogio, true);
    const a = await pedir(ana, s.id);
    const b = await pedir(bia, s.id, { periodo: 'tarde', finalidade: 'Oficina de curativos' });
    const ja = await pedir(bia, s.id, { data: '2026-03-10' });
    await decidirReservas(adm, { ids: [ja.id], decisao: 'aprovar' });
    const r = await decidirReservas(adm, { ids: [a.id, b.id, ja.id, 999_999], decisao: 'aprovar', observacao: 'Traga o notebook.' });
    expect(r.decididas.map((d) => [d.id, d.status, d.decidido_por, d.observacao_admin])).toEqual([
      [a.id, 'aprovada', adm.nome, 'Traga o notebook.'],
      [b.id, 'aprovada', adm.nome, 'Traga o notebook.'],
    ]);
    expect(r.ignoradas).toEqual([{ id: ja.id, motivo: 'Não está pendente (situação: Aprovada).' }, { id: 999_999, motivo: 'Reserva não encontrada.' }]);
    expect(r.mensagem).toBe('2 reservas aprovadas. 2 ignoradas por não estarem pendentes.');
    const [aviso] = await notificacoesDe(h.db, ana.user.id);
    expect(aviso).toMatchObject({ tipo: 'reserva', titulo: 'Reserva aprovada', link: '/agendamento-sala' });
    for (const trecho of ['Auditório', '09/03/2026', 'Manhã (8h às 12h)', 'Reunião de equipe', 'Observação: Traga o notebook.', 'entre 02/03/2026 e 07/03/2026']) {
      expect(aviso!.mensagem).toContain(trecho);
    }
    const emails = await emailsNaFila(h.db);
    const deAna = emails.filter((e) => e.chave === `email:reserva:${a.id}:aprovada`);
    expect(deAna).toHaveLength(1);
    expect(deAna[0]!.msg).toMatchObject({ para: ana.email, assunto: 'Reserva aprovada' });
    expect(deAna[0]!.msg.texto).toContain(aviso!.mensagem);
    expect(emails.filter((e) => e.chave === `email:reserva:${ja.id}:aprovada`)).toHaveLength(1); // só da primeira decisão
    // a auditoria: uma linha por reserva decidida (as ignoradas não), com quem decidiu e o antes/depois
    const trilha = await h.db.select().from(auditoria).orderBy(auditoria.id);
    expect(trilha.map((l) => [l.acao, l.alvoId, l.atorId, l.atorNome, l.antes, l.depois])).toEqual([
      ['reserva.aprovar', String(ja.id), adm.user.id, adm.nome, { status: 'pendente' }, { status: 'aprovada' }],
      ['reserva.aprovar', String(a.id), adm.user.id, adm.nome, { status: 'pendente' }, { status: 'aprovada', observacao: 'Traga o notebook.' }],
      ['reserva.aprovar', String(b.id), adm.user.id, adm.nome, { status: 'pendente' }, { status: 'aprovada', observacao: 'Traga o notebook.' }],
    ]);
  });

  it('rejeita com a observação no aviso; sem pendentes, nada muda', async () => {
    const s = await sala(h.db);
    const ana = await pessoa(h.db, relogio);
    const adm = await pessoa(h.db, relogio, true);
    const a = await pedir(ana, s.id, { periodo: 'tarde' });
    const r = await decidirReservas(adm, { ids: [a.id], decisao: 'rejeitar', observacao: 'Sala reservada para a formação de tutores.' });
    expect(r).toMatchObject({ decididas: [{ status: 'rejeitada', pode_decidir: false, pode_cancelar: false }], mensagem: '1 reserva rejeitada.' });
    const [aviso] = await notificacoesDe(h.db, ana.user.id);
    expect(aviso).toMatchObject({ titulo: 'Reserva não aprovada' });
    expect(aviso!.mensagem).toContain('Tarde (13h às 17h)');
    expect(aviso!.mensagem).toContain('Observação: Sala reservada para a formação de tutores.');
    expect((await emailsNaFila(h.db)).map((e) => [e.chave, e.msg.assunto])).toEqual([[`email:reserva:${a.id}:rejeitada`, 'Reserva não aprovada']]);
    const denovo = await decidirReservas(adm, { ids: [a.id], decisao: 'aprovar' });
    expect(denovo).toMatchObject({ decididas: [], mensagem: 'Nenhuma reserva foi decidida: nenhuma das selecionadas estava pendente.' });
  });

  it('pendente de data passada não é aprovada nem rejeitada: vai para ignoradas com "A data já passou."', async () => {
    const s = await sala(h.db);
    const ana = await pessoa(h.db, relogio);
    const adm = await pessoa(h.db, relogio, true);
    const passada = await pedir(ana, s.id, { data: '2026-03-03' });
    const deHoje = await pedir(ana, s.id, { data: '2026-03-04' });
    const futura = await pedir(ana, s.id, { data: '2026-03-09' });
    relogio.ir('2026-03-04');
    const r = await decidirReservas(adm, { ids: [passada.id, deHoje.id, futura.id], decisao: 'aprovar' });
    expect(r.decididas.map((d) => d.id)).toEqual([deHoje.id, futura.id]);
    expect(r.ignoradas).toEqual([{ id: passada.id, motivo: 'A data já passou.' }]);
    expect(r.mensagem).toBe('2 reservas aprovadas. 1 ignorada porque a data já passou.');
    const rejeicao = await decidirReservas(adm, { ids: [passada.id], decisao: 'rejeitar', observacao: 'Tarde demais' });
    expect(rejeicao).toEqual({ decididas: [], ignoradas: [{ id: passada.id, motivo: M.dataPassada }], mensagem: 'Nenhuma reserva foi decidida. 1 ignorada porque a data já passou.' });
    const [linha] = (await h.db.select().from(reservasSala)).filter((x) => x.id === passada.id);
    expect(linha).toMatchObject({ status: 'pendente', decididoPor: null, decididoEm: null, observacaoAdmin: null });
    expect((await emailsNaFila(h.db)).map((e) => e.chave)).not.toContain(`email:reserva:${passada.id}:aprovada`);
    // 04/03 (hoje) já vale como confirmada; 09/03 está na janela: o pedido de confirmação sai com a aprovação
    expect((await notificacoesDe(h.db, ana.user.id)).map((n) => n.titulo)).toEqual(['Reserva aprovada', 'Reserva aprovada', 'Confirme o uso da sala']);
  });

  it('aprovação tardia (janela de confirmação já fechada): o uso fica confirmado na aprovação e o aviso não pede confirmação', async () => {
    const s = await sala(h.db);
    const ana = await pessoa(h.db, relogio);
    const adm = await pessoa(h.db, relogio, true);
    // hoje 02/03: hoje e amanhã já passaram do prazo (data − 2); 04/03 está no último dia; 16/03 ainda não abriu
    const ids: Record<string, number> = {};
    for (const data of ['2026-03-02', '2026-03-03', '2026-03-04', '2026-03-16']) ids[data] = (await pedir(ana, s.id, { data })).id;
    const r = await decidirReservas(adm, { ids: Object.values(ids), decisao: 'aprovar' });
    expect(r.decididas.map((d) => [d.data, d.confirmacao, d.confirmado_em])).toEqual([
      ['2026-03-02', 'confirmada', relogio.agora.toISOString()],
      ['2026-03-03', 'confirmada', relogio.agora.toISOString()],
      ['2026-03-04', 'aberta', null],
      ['2026-03-16', 'ainda_nao_aberta', null],
    ]);
    const minhas = new Map((await minhasReservas(ana)).map((m) => [m.data, m]));
    expect(minhas.get('2026-03-03')).toMatchObject({ confirmacao: 'confirmada', pode_confirmar: false });
    const avisos = await notificacoesDe(h.db, ana.user.id);
    const emails = await emailsNaFila(h.db);
    const textoDe = (data: string) => ({
      app: avisos.find((n) => n.mensagem.includes(`em ${data.split('-').reverse().join('/')}`))!.mensagem,
      email: emails.find((e) => e.chave === `email:reserva:${ids[data]}:aprovada`)!.msg.texto,
    });
    for (const data of ['2026-03-02', '2026-03-03']) {
      for (const texto of Object.values(textoDe(data))) {
        expect(texto).toContain('O uso da sala já está confirmado: não é preciso confirmar.');
        expect(texto).not.toContain('Confirme o uso');
        expect(texto).not.toContain('cancelada automaticamente');
      }
    }
    expect(textoDe('2026-03-04').app).toContain('Confirme o uso da sala entre 25/02/2026 e 02/03/2026');
    expect(textoDe('2026-03-16').email).toContain('Confirme o uso da sala entre 09/03/2026 e 14/03/2026');
    // a rotina não pede confirmação nem cancela a confirmada na aprovação
    const [linha] = (await h.db.select().from(reservasSala)).filter((x) => x.id === ids['2026-03-03']);
    expect(linha!.confirmadoEm).toEqual(relogio.agora);
  });

  it('dois administradores decidindo ao mesmo tempo: cada reserva é decidida e avisada uma vez', async () => {
    const s = await sala(h.db);
    const ana = await pessoa(h.db, relogio);
    const [adm1, adm2] = [await pessoa(h.db, relogio, true), await pessoa(h.db, relogio, true)];
    const ids = [];
    // fora da janela de confirmação: cada decisão é um aviso só
    for (const data of ['2026-03-16', '2026-03-17', '2026-03-18', '2026-03-19']) ids.push((await pedir(ana, s.id, { data })).id);
    const [r1, r2] = await Promise.all([decidirReservas(adm1, { ids, decisao: 'aprovar' }), decidirReservas(adm2, { ids, decisao: 'rejeitar', observacao: 'Não' })]);
    expect(r1.decididas.length + r2.decididas.length).toBe(4);
    expect(await notificacoesDe(h.db, ana.user.id)).toHaveLength(4);
    expect(await emailsNaFila(h.db)).toHaveLength(4);
  });
});

describe('reserva direta e bloqueio de horário', () => {
  it('recorrência: pula fins de semana e datas bloqueadas, devolve os conflitos, as criadas compartilham o grupo', async () => {
    const s = await sala(h.db);
    const ana = await pessoa(h.db, relogio);
    const adm = await pessoa(h.db, relogio, true);
    await criarBloqueio(adm, { data: '2026-03-23', tipo: 'feriado_municipal', descricao: 'Aniversário da cidade' });
    await pedir(ana, s.id, { data: '2026-03-30' });
    const r = await direta(adm, { sala_id: s.id, recorrencia: { tipo: 'semanal', dias_semana: [1, 6], ate: '2026-03-31' }, observacao: 'Mensal' });
    expect(r.criadas.map((c) => c.data)).toEqual(['2026-03-09', '2026-03-16']);
    expect(r.puladas).toEqual([
      { data: '2026-03-14', motivo: 'Fim de semana' }, { data: '2026-03-21', motivo: 'Fim de semana' },
      { data: '2026-03-23', motivo: 'Feriado municipal: Aniversário da cidade' }, { data: '2026-03-28', motivo: 'Fim de semana' },
    ]);
    expect(r.conflitos).toEqual([{ data: '2026-03-30', motivo: M.ocupado }]);
    expect(r.mensagem).toBe('2 reservas criadas. 4 datas puladas (fim de semana ou data bloqueada). 1 data com o horário já ocupado.');
    const [c1, c2] = r.criadas;
    expect(c1!.grupo).toBeTruthy();
    expect(c2!.grupo).toBe(c1!.grupo);
    expect(c1).toMatchObject({ status: 'aprovada', solicitante: { id: adm.user.id }, qtd_pessoas: 10, decidido_por: adm.nome, observacao_admin: 'Mensal', confirmacao: 'confirmada', termo_aceito_em: null });
  });

  it('bloqueio: situação bloqueada, sem quantidade; sozinho não tem grupo', async () => {
    const s = await sala(h.db);
    const adm = await pessoa(h.db, relogio, true);
    const r = await direta(adm, { sala_id: s.id, tipo: 'bloqueio', qtd_pessoas: null, coffee_break: true, finalidade: 'Manutenção do ar-condicionado' });
    expect(r.criadas).toHaveLength(1);
    expect(r.criadas[0]).toMatchObject({ status: 'bloqueada', qtd_pessoas: null, coffee_break: false, grupo: null, confirmacao: 'nao_se_aplica' });
    expect(r.mensagem).toBe('1 bloqueio criado.');
  });

  it('até dois anos à frente: data além do horizonte é recusada; a recorrência para no horizonte (nada de 500 perto do fim do calendário)', async () => {
    const s = await sala(h.db);
    const adm = await pessoa(h.db, relogio, true);
    const campo = (c: string, mensagem: string) => ({ code: 'DADOS_INVALIDOS', status: 400, mensagem, details: { campos: [{ campo: c, mensagem }] } });
    expect(M.alemDoHorizonte).toBe('Reservas diretas e bloqueios vão até dois anos à frente.');
    // o ano 9999 nem passa do contrato (datas de 1900 a 2100); o último ano que passa está além do horizonte
    expect(ReservaDiretaBodySchema.safeParse({ sala_id: s.id, data: '9999-12-27', periodo: 'manha', tipo: 'bloqueio', finalidade: 'x' }).error?.issues.map((i) => i.message)).toEqual([MENSAGEM_DATA_FORA_DOS_LIMITES]);
    expect(await recusaDe(direta(adm, { sala_id: s.id, data: '2100-12-27', recorrencia: { tipo: 'semanal', ocorrencias: 3 } }))).toMatchObject(campo('data', M.alemDoHorizonte));
    expect(await recusaDe(direta(adm, { sala_id: s.id, data: '2100-12-27', tipo: 'bloqueio', qtd_pessoas: null }))).toMatchObject(campo('data', M.alemDoHorizonte));
    // hoje 02/03/2026: até 02/03/2028 (quinta-feira)
    expect(await recusaDe(direta(adm, { sala_id: s.id, data: '2028-03-03' }))).toMatchObject(campo('data', M.alemDoHorizonte));
    expect((await direta(adm, { sala_id: s.id, data: '2028-03-02' })).criadas.map((c) => c.data)).toEqual(['2028-03-02']);
    // recorrência que passaria do horizonte: para nele, pelo `ate` ou pelas ocorrências
    const semanal = await direta(adm, { sala_id: s.id, data: '2028-02-14', tipo: 'bloqueio', qtd_pessoas: null, recorrencia: { tipo: 'semanal', ate: '2100-12-31' } });
    expect(semanal.criadas.map((c) => c.data)).toEqual(['2028-02-14', '2028-02-21', '2028-02-28']);
    const anual = await direta(adm, { sala_id: s.id, data: '2026-03-10', periodo: 'tarde', recorrencia: { tipo: 'anual', ocorrencias: 10 } });
    expect(anual.criadas.map((c) => c.data)).toEqual(['2026-03-10', '2027-03-10']);
  });

  it('recusas: passado, quantidade, capacidade, nada livre', async () => {
    const s = await sala(h.db, 'Sala de Reunião', 30);
    const adm = await pessoa(h.db, relogio, true);
    const ana = await pessoa(h.db, relogio);
    const campo = (c: string, mensagem: string) => ({ code: 'DADOS_INVALIDOS', status: 400, mensagem, details: { campos: [{ campo: c, mensagem }] } });
    expect(await recusaDe(direta(adm, { sala_id: s.id, data: '2026-02-27' }))).toMatchObject(campo('data', M.passado));
    expect(await recusaDe(direta(adm, { sala_id: s.id, qtd_pessoas: null }))).toMatchObject(campo('qtd_pessoas', 'Informe a quantidade de pessoas.'));
    expect(await recusaDe(direta(adm, { sala_id: s.id, qtd_pessoas: 31 }))).toMatchObject(campo('qtd_pessoas', M.capacidade(30)));
    expect(await recusaDe(direta(adm, { sala_id: s.id, data: '2026-03-14' }))).toMatchObject(campo('data', M.fimDeSemana));
    await criarBloqueio(adm, { data: '2026-03-19', tipo: 'bloqueio_interno', descricao: 'Dedetização' });
    expect(await recusaDe(direta(adm, { sala_id: s.id, data: '2026-03-19' }))).toMatchObject(campo('data', M.bloqueada));
    expect(await recusaDe(direta(adm, { sala_id: s.id, data: '2026-03-14', recorrencia: { tipo: 'semanal', ocorrencias: 3 } })))
      .toMatchObject(campo('data', 'Nenhuma data disponível: todas caem em fins de semana ou datas bloqueadas.'));
    expect(await recusaDe(direta(adm, { sala_id: s.id, recorrencia: { tipo: 'semanal', ate: '2026-03-01' } })))
      .toMatchObject(campo('recorrencia.ate', 'A recorrência deve terminar depois da data inicial.'));
    await pedir(ana, s.id, { data: '2026-03-09' });
    await pedir(ana, s.id, { data: '2026-03-16' });
    expect(await recusaDe(direta(adm, { sala_id: s.id }))).toMatchObject({ code: 'CONFLITO', status: 409, mensagem: M.ocupado });
    expect(await recusaDe(direta(adm, { sala_id: s.id, recorrencia: { tipo: 'semanal', ocorrencias: 2 } })))
      .toMatchObject({ code: 'CONFLITO', mensagem: 'Nenhuma data foi reservada: os horários já estavam ocupados.', details: { conflitos: [{ data: '2026-03-09' }, { data: '2026-03-16' }] } });
    // 09 e 16 ocupados, 23 livre: cria só a do dia 23
    const parcial = await direta(adm, { sala_id: s.id, recorrencia: { tipo: 'semanal', ocorrencias: 3 } });
    expect(parcial.criadas.map((c) => c.data)).toEqual(['2026-03-23']);
    expect(parcial.conflitos.map((c) => c.data)).toEqual(['2026-03-09', '2026-03-16']);
  });
});

describe('cancelamento pela administração', () => {
  it('com motivo; avisa quem pediu, mas não quem cancela nem num bloqueio; o horário fica livre', async () => {
    const s = await sala(h.db);
    const ana = await pessoa(h.db, relogio);
    const adm = await pessoa(h.db, relogio, true);
    const a = await pedir(ana, s.id);
    await decidirReservas(adm, { ids: [a.id], decisao: 'aprovar' });
    const c = await cancelarPelaAdministracao(adm, a.id, { motivo: 'Evento da Secretaria no mesmo horário.' });
    expect(c).toMatchObject({ status: 'cancelada', motivo_cancelamento: 'Evento da Secretaria no mesmo horário.', pode_cancelar: false, cancelado_em: relogio.agora.toISOString() });
    const avisos = await notificacoesDe(h.db, ana.user.id);
    expect(avisos.map((n) => n.titulo)).toEqual(['Reserva aprovada', 'Confirme o uso da sala', 'Reserva cancelada']);
    expect(avisos[2]!.mensagem).toContain('Motivo: Evento da Secretaria no mesmo horário.');
    expect((await emailsNaFila(h.db)).map((e) => e.chave)).toEqual([`email:reserva:${a.id}:aprovada`, `email:reserva:${a.id}:pedido_confirmacao`, `email:reserva:${a.id}:cancelada`]);
    expect((await pedir(ana, s.id)).status).toBe('pendente');

    const bloqueio = await direta(adm, { sala_id: s.id, tipo: 'bloqueio', qtd_pessoas: null, periodo: 'tarde' });
    const propria = await pedir(adm, s.id, { data: '2026-03-10' });
    expect((await cancelarPelaAdministracao(adm, bloqueio.criadas[0]!.id, { motivo: 'Liberado' })).status).toBe('cancelada');
    expect((await cancelarPelaAdministracao(adm, propria.id, { motivo: 'Desisti' })).status).toBe('cancelada');
    expect(await notificacoesDe(h.db, adm.user.id)).toHaveLength(0);
    const [linha] = (await h.db.select().from(reservasSala)).filter((r) => r.id === bloqueio.criadas[0]!.id);
    expect(linha).toMatchObject({ status: 'cancelada', qtdPessoas: null, canceladoPor: adm.user.id });
    const trilha = (await h.db.select().from(auditoria).orderBy(auditoria.id)).map((l) => [l.acao, l.alvoId, l.antes, l.depois]);
    expect(trilha).toEqual([
      ['reserva.aprovar', String(a.id), { status: 'pendente' }, { status: 'aprovada' }],
      ['reserva.cancelar', String(a.id), { status: 'aprovada' }, { status: 'cancelada', motivo: 'Evento da Secretaria no mesmo horário.' }],
      ['reserva.bloquear', String(bloqueio.criadas[0]!.id), null, { sala_id: s.id, data: '2026-03-09', periodo: 'tarde', status: 'bloqueada' }],
      ['reserva.cancelar', String(bloqueio.criadas[0]!.id), { status: 'bloqueada' }, { status: 'cancelada', motivo: 'Liberado' }],
      ['reserva.cancelar', String(propria.id), { status: 'pendente' }, { status: 'cancelada', motivo: 'Desisti' }],
    ]);
  });

  it('já rejeitada ou cancelada: 409; inexistente: 404', async () => {
    const s = await sala(h.db);
    const ana = await pessoa(h.db, relogio);
    const adm = await pessoa(h.db, relogio, true);
    const a = await pedir(ana, s.id);
    await decidirReservas(adm, { ids: [a.id], decisao: 'rejeitar', observacao: 'Não' });
    expect(await recusaDe(cancelarPelaAdministracao(adm, a.id, { motivo: 'x' }))).toMatchObject({ code: 'CONFLITO', mensagem: 'Esta reserva não pode ser cancelada (situação: Rejeitada).' });
    expect(await recusaDe(cancelarPelaAdministracao(adm, 999_999, { motivo: 'x' }))).toMatchObject({ code: 'NAO_ENCONTRADO', status: 404 });
  });
});

describe('lista da administração', () => {
  it('filtra por situação, sala e mês, com quem pediu', async () => {
    const s = await sala(h.db);
    const outra = await sala(h.db, 'Sala de Reunião', 30);
    const ana = await pessoa(h.db, relogio);
    const adm = await pessoa(h.db, relogio, true);
    const a = await pedir(ana, s.id, { data: '2026-03-10' });
    const b = await pedir(ana, outra.id, { data: '2026-03-09' });
    const c = await pedir(ana, s.id, { data: '2026-04-06' });
    await decidirReservas(adm, { ids: [c.id], decisao: 'aprovar' });
    expect((await reservasDaAdministracao(adm, {})).map((r) => r.id)).toEqual([b.id, a.id, c.id]);
    expect((await reservasDaAdministracao(adm, { status: 'pendente' })).map((r) => r.id)).toEqual([b.id, a.id]);
    expect((await reservasDaAdministracao(adm, { sala_id: s.id, mes: '2026-03' })).map((r) => r.id)).toEqual([a.id]);
    const [item] = await reservasDaAdministracao(adm, { status: 'aprovada' });
    expect(item).toMatchObject({ id: c.id, solicitante: { id: ana.user.id, nome: ana.nome, email: ana.email }, decidido_por: adm.nome, pode_decidir: false, pode_cancelar: true });
  });
});

/** Quantas imagens a primeira página desenha. */
async function imagensNaPagina(bytes: Uint8Array): Promise<number> {
  const doc = await PDFDocument.load(bytes);
  const xobjetos = doc.getPages()[0]!.node.Resources()?.lookupMaybe(PDFName.of('XObject'), PDFDict);
  return xobjetos?.entries().length ?? 0;
}

describe('termo de uso em PDF', () => {
  it('com a assinatura copiada no pedido e a data do aceite; sem assinatura, aceite eletrônico', async () => {
    const s = await sala(h.db);
    const ana = await pessoa(h.db, relogio);
    const bia = await pessoa(h.db, relogio);
    const adm = await pessoa(h.db, relogio, true);
    await salvarAssinatura(ana, { imagem: `data:image/png;base64,${assinaturaDeDemonstracao(2).toString('base64')}` });
    const a = await pedir(ana, s.id, { finalidade: 'Encontro de Educação Permanente' });
    await decidirReservas(adm, { ids: [a.id], decisao: 'aprovar' });
    const termo = await termoDaReserva(adm, a.id);
    expect(termo.nome).toBe(`termo-uso-sala-${a.id}.pdf`);
    const texto = await textoDoPdf(termo.conteudo);
    for (const trecho of [
      'TERMO DE USO DAS SALAS', '1. Finalidade de Uso', '3. Disposições Finais', 'Ordem de Serviço Nº 007/2020 – GAB/SMS', 'NOME DO EVENTO: Encontro de Educação Permanente',
      'DATA: 09/03/2026', 'SALA: Auditório', 'PERÍODO: Manhã (8h às 12h)', `SOLICITANTE: ${ana.nome}`, `APROVADO POR: ${adm.nome}`,
      'Li e aceito o Termo de Uso das Salas.', 'Assinado eletronicamente em 02/03/2026 às 10:00',
    ]) {
      expect(texto).toContain(trecho);
    }
    expect(await imagensNaPagina(termo.conteudo)).toBe(1);

    // o cabeçalho é o nome configurado da instituição (decisão 019), não um texto fixo
    await salvarInstituicao(adm, SalvarInstituicaoBodySchema.parse({
      nome: 'Escola Municipal de Saúde Pública', endereco: 'Rua Dr. Cochrane, 112 — Santos/SP', telefone: '1332261234', email: 'contato@escola.test', site: null, horario: null,
      instagram: null, facebook: null, youtube: null, remetente_nome: 'Escola', remetente_email: 'avisos@escola.test',
    }));
    const renomeado = await termoDaReserva(adm, a.id);
    expect(await textoDoPdf(renomeado.conteudo)).toContain('Escola Municipal de Saúde Pública');
    expect((await PDFDocument.load(renomeado.conteudo, { updateMetadata: false })).getAuthor()).toBe('Escola Municipal de Saúde Pública');

    const b = await pedir(bia, s.id, { periodo: 'tarde' });
    const semAssinatura = await textoDoPdf((await termoDaReserva(adm, b.id)).conteudo);
    expect(semAssinatura).toContain('Termo aceito eletronicamente em 02/03/2026 às 10:00');
    expect(semAssinatura).toContain('APROVADO POR: Aguardando análise');
    expect(semAssinatura).not.toContain('Assinado');

    const d = await direta(adm, { sala_id: s.id, data: '2026-03-10' });
    expect(await recusaDe(termoDaReserva(adm, d.criadas[0]!.id))).toMatchObject({ code: 'NAO_ENCONTRADO', mensagem: 'Esta reserva não tem termo de uso: foi feita pela administração.' });
    expect(await recusaDe(termoDaReserva(adm, 999_999))).toMatchObject({ code: 'NAO_ENCONTRADO' });
  });

  it('uma cópia da assinatura que não vira imagem não conta como assinatura: o termo diz só "aceito eletronicamente"', async () => {
    const dados = {
      finalidade: 'Reunião', data: '09/03/2026', sala: 'Auditório', periodo: 'Manhã (8h às 12h)', solicitante: 'Ana', aprovadoPor: 'Aguardando análise',
      aceite: { data: '02/03/2026', hora: '10:00' }, instituicao: 'Escola da Saúde',
    };
    const ilegivel = await renderizarTermo({ ...dados, assinatura: new Uint8Array([1, 2, 3, 4]) });
    const texto = await textoDoPdf(ilegivel);
    expect(texto).toContain('Termo aceito eletronicamente em 02/03/2026 às 10:00');
    expect(texto).not.toContain('Assinado');
    expect(await imagensNaPagina(ilegivel)).toBe(0);
    const assinado = await renderizarTermo({ ...dados, assinatura: assinaturaDeDemonstracao(2) });
    expect(await textoDoPdf(assinado)).toContain('Assinado eletronicamente em 02/03/2026 às 10:00');
  });
});
