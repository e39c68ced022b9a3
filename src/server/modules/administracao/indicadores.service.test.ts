import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { avaliacoes, certificados, datasTurma, eventos, inscricoes, presencas, submissoes, turmas, unidades } from '../../db/schema/index.ts';
import { criarAppDeTeste, fechar, limpar, type AppDeTeste } from '../../testing/app.ts';
import { chamadaPublicada } from '../../testing/chamadas.ts';
import { criarUsuario, ctxDeTeste } from '../../testing/factories.ts';
import { detalheDoIndicador, faixaDoPeriodo, indicadoresDoPeriodo } from './indicadores.service.ts';
import type { TipoEvento } from '#shared/rules/eventos.ts';

let t: AppDeTeste;
beforeAll(async () => {
  t = await criarAppDeTeste();
});
afterAll(() => fechar(t));
beforeEach(() => limpar(t));

const AGORA = new Date('2027-03-01T12:00:00-03:00');

/**
 * O cenário calculado à mão:
 * - Evento A (Curso), turma A1: começa 31/12/2026 22h30 em São Paulo (01/01/2027 01h30 UTC) — conta em
 *   dezembro de 2026; 4 encontros; encerrada. P1 (U1) 4/4, avaliou (tudo 10), certificado; P2 (U1) 3/4, não
 *   avaliou; P3 (U2) 2/4; P4 cancelada (não conta).
 * - Evento B (Oficina), turma B1: começa 01/01/2027 01h30 em São Paulo, 2 encontros, encerrada. P1 1/2, P3 0/2
 *   (frequência baixa). Turma B2: 10/03/2027, não encerrada: P2 confirmada, P5 em espera (não conta).
 * - Trabalhos: um enviado 31/12/2026 22h30 em São Paulo (dezembro), um em 15/01/2027, um rascunho.
 */
async function cenario() {
  const db = t.handle.db;
  const [u1, u2] = await db.select({ id: unidades.id, nome: unidades.nome }).from(unidades).orderBy(unidades.id).limit(2);
  const admin = await criarUsuario(db, { perfis: ['usuario', 'administrador'], nome: 'Ana Admin' });
  const pessoa = (nome: string, unidadeId: number) => criarUsuario(db, { nome, campos: { unidadeId } });
  const p1 = await pessoa('Paula Um', u1!.id);
  const p2 = await pessoa('Pedro Dois', u1!.id);
  const p3 = await pessoa('Priscila Três', u2!.id);
  const p4 = await pessoa('Paulo Quatro', u2!.id);
  const p5 = await pessoa('Pietra Cinco', u2!.id);

  const evento = async (titulo: string, tipo: TipoEvento) =>
    (await db.insert(eventos).values({ titulo, local: 'Auditório', tipo, unidadeId: u1!.id, publicado: true }).returning())[0]!;
  const turma = async (eventoId: number, nome: string, inicio: string, fim: string, dias: string[]) => {
    const [tu] = await db
      .insert(turmas)
      .values({ eventoId, nome, vagas: 30, inicio: new Date(inicio), fim: new Date(fim), dataInicio: dias[0]!, dataFim: dias.at(-1)!, cargaHoraria: 4 })
      .returning();
    await db.insert(datasTurma).values(dias.map((data) => ({ turmaId: tu!.id, data, horarioInicio: '22:30', horarioFim: '23:30' })));
    return tu!;
  };
  const inscrever = async (tu: { id: number; eventoId: number }, usuarioId: number, status: 'confirmada' | 'em_espera' | 'cancelada' = 'confirmada') =>
    (
      await db
        .insert(inscricoes)
        .values({
          turmaId: tu.id, eventoId: tu.eventoId, usuarioId, status, exclusiva: false,
          confirmadaEm: status === 'confirmada' ? new Date('2026-12-01T12:00:00Z') : null,
          canceladaEm: status === 'cancelada' ? new Date('2026-12-02T12:00:00Z') : null,
        })
        .returning()
    )[0]!;
  const presente = (i: { id: number; turmaId: number; usuarioId: number }, dias: string[]) =>
    dias.length === 0 ? Promise.resolve() : db.insert(presencas).values(dias.map((data) => ({ inscricaoId: i.id, turmaId: i.turmaId, usuarioId: i.usuarioId, data, presente: true, metodo: 'qr' })));

  const A = await evento('Acolhimento na Atenção Básica', 'Curso');
  const diasA = ['2026-12-31', '2027-01-01', '2027-01-02', '2027-01-03'];
  const a1 = await turma(A.id, 'Turma A1', '2026-12-31T22:30:00-03:00', '2027-01-03T23:30:00-03:00', diasA);
  const i1 = await inscrever(a1, p1.id);
  const i2 = await inscrever(a1, p2.id);
  const i3 = await inscrever(a1, p3.id);
  await inscrever(a1, p4.id, 'cancelada');
  await presente(i1, diasA);
  await presente(i2, diasA.slice(0, 3));
  await presente(i3, diasA.slice(0, 2));
  // um dia fora do cronograma não conta na frequência
  await db.insert(presencas).values({ inscricaoId: i3.id, turmaId: a1.id, usuarioId: p3.id, data: '2027-01-05', presente: true, metodo: 'qr' });
  const dez = 10;
  await db.insert(avaliacoes).values({
    inscricaoId: i1.id, turmaId: a1.id, usuarioId: p1.id, divulgacaoEvento: dez, recepcao: dez, credenciamento: dez, materialApoio: dez, pontualidade: dez,
    sinalizacaoLocal: dez, conteudoTemas: dez, desempenhoInstrutor: dez, estruturaLocal: dez, acessibilidade: dez, limpeza: dez, inscricaoOnline: dez,
    criadaEm: new Date('2027-01-04T12:00:00Z'),
  });
  await db.insert(certificados).values({
    codigo: 'ABCD-EFGH-JKMN', origem: 'evento', tipo: 'participante', usuarioId: p1.id, turmaId: a1.id, nome: 'Paula Um', curso: A.titulo, emitidoEm: new Date('2027-01-05T12:00:00Z'),
  });

  const B = await evento('Oficina de Curativos', 'Oficina');
  const diasB1 = ['2027-01-01', '2027-01-02'];
  const b1 = await turma(B.id, 'Turma B1', '2027-01-01T01:30:00-03:00', '2027-01-02T23:30:00-03:00', diasB1);
  const j1 = await inscrever(b1, p1.id);
  await inscrever(b1, p3.id);
  await presente(j1, diasB1.slice(0, 1));
  const b2 = await turma(B.id, 'Turma B2', '2027-03-10T08:00:00-03:00', '2027-03-10T23:30:00-03:00', ['2027-03-10']);
  await inscrever(b2, p2.id);
  await inscrever(b2, p5.id, 'em_espera');

  const chamada = await chamadaPublicada(ctxDeTeste(db, { id: admin.id, perfis: ['usuario', 'administrador'] }));
  const trabalho = (autorId: number, submetidaEm: Date | null, titulo: string) =>
    db.insert(submissoes).values({
      chamadaId: chamada.id, autorId, titulo, status: submetidaEm ? 'submetida' : 'rascunho', submetidaEm, inicioExperiencia: '2026-01', linhaId: chamada.linhas[0]!.id,
      introducao: 'x', objetivos: 'x', metodo: 'x', resultados: 'x', consideracoes: 'x',
    });
  await trabalho(p1.id, new Date('2026-12-31T22:30:00-03:00'), 'Trabalho de dezembro');
  await trabalho(p3.id, new Date('2027-01-15T10:00:00-03:00'), 'Trabalho de janeiro');
  await trabalho(p2.id, null, 'Rascunho');

  const ctx = ctxDeTeste(db, { id: admin.id, perfis: ['usuario', 'administrador'] }, { now: () => AGORA });
  return { ctx, u1: u1!, u2: u2!, A, B, a1, b1, b2 };
}

describe('faixaDoPeriodo', () => {
  it('ano e mês em horário de São Paulo (UTC−3), dezembro termina no 1º de janeiro seguinte', () => {
    expect(faixaDoPeriodo(2026)).toEqual({ desde: new Date('2026-01-01T03:00:00Z'), ate: new Date('2027-01-01T03:00:00Z') });
    expect(faixaDoPeriodo(2026, 12)).toEqual({ desde: new Date('2026-12-01T03:00:00Z'), ate: new Date('2027-01-01T03:00:00Z') });
    expect(faixaDoPeriodo()).toEqual({ desde: null, ate: null });
  });
});

describe('indicadoresDoPeriodo', () => {
  it('2026: a turma que começa 31/12 22h30 em São Paulo (já 2027 em UTC) conta em dezembro', async () => {
    const { ctx, A, a1 } = await cenario();
    const r = await indicadoresDoPeriodo(ctx, { ano: 2026 });
    expect(r.totais).toEqual({
      eventos: 1, turmas: 1, inscricoes: 3, participantes: 3, concluintes: 3, frequencia_minima: 2, certificados: 1, avaliacoes: 1, media_avaliacoes: 10, trabalhos: 1,
    });
    expect(r.por_mes).toHaveLength(12);
    expect(r.por_mes.filter((m) => m.turmas > 0)).toEqual([{ ano: 2026, mes: 12, turmas: 1, inscricoes: 3 }]);
    expect(r.por_tipo).toEqual([{ tipo: 'Curso', turmas: 1, inscricoes: 3 }]);
    expect(r.frequencia_por_evento).toEqual([{ evento_id: A.id, evento: A.titulo, concluintes: 3, atingiram: 2 }]);
    // 2 de 3 com 75 % (67 %, acima do limiar de 60 %); P2 não avaliou, então o certificado dela espera a avaliação
    expect(r.atencao).toEqual([
      {
        turma_id: a1.id, evento_id: A.id, evento: A.titulo, turma: 'Turma A1', fim: new Date('2027-01-03T23:30:00-03:00').toISOString(),
        concluintes: 3, atingiram: 2, frequencia_baixa: false, avaliacoes_pendentes: 1, certificados_pendentes: { teste: 0, avaliacao: 1, emissao: 0 },
      },
    ]);
  });

  it('2027: a turma de 01/01 01h30 em São Paulo é de janeiro; turma sem encerrar não entra na frequência', async () => {
    const { ctx, B, b1 } = await cenario();
    const r = await indicadoresDoPeriodo(ctx, { ano: 2027 });
    expect(r.totais).toEqual({
      eventos: 1, turmas: 2, inscricoes: 3, participantes: 3, concluintes: 2, frequencia_minima: 0, certificados: 0, avaliacoes: 0, media_avaliacoes: null, trabalhos: 1,
    });
    expect(r.por_mes.filter((m) => m.turmas > 0)).toEqual([
      { ano: 2027, mes: 1, turmas: 1, inscricoes: 2 },
      { ano: 2027, mes: 3, turmas: 1, inscricoes: 1 },
    ]);
    expect(r.atencao.map((x) => [x.turma_id, x.frequencia_baixa, x.concluintes, x.atingiram])).toEqual([[b1.id, true, 2, 0]]);
    expect(r.frequencia_por_evento).toEqual([{ evento_id: B.id, evento: B.titulo, concluintes: 2, atingiram: 0 }]);
    const jan = await indicadoresDoPeriodo(ctx, { ano: 2027, mes: 1 });
    expect([jan.totais.turmas, jan.totais.inscricoes, jan.totais.trabalhos, jan.por_mes]).toEqual([1, 2, 1, [{ ano: 2027, mes: 1, turmas: 1, inscricoes: 2 }]]);
  });

  it('período vazio: tudo zero, média nula, doze meses zerados, nada pedindo atenção', async () => {
    const { ctx } = await cenario();
    const r = await indicadoresDoPeriodo(ctx, { ano: 2025 });
    expect(r.totais).toEqual({
      eventos: 0, turmas: 0, inscricoes: 0, participantes: 0, concluintes: 0, frequencia_minima: 0, certificados: 0, avaliacoes: 0, media_avaliacoes: null, trabalhos: 0,
    });
    expect(r.por_mes).toEqual(Array.from({ length: 12 }, (_, i) => ({ ano: 2025, mes: i + 1, turmas: 0, inscricoes: 0 })));
    expect([r.por_tipo, r.por_unidade, r.frequencia_por_evento, r.atencao]).toEqual([[], [], [], []]);
  });

  it('unidade de quem participa, tipo de evento e tudo junto', async () => {
    const { ctx, u1, u2 } = await cenario();
    const u = await indicadoresDoPeriodo(ctx, { ano: 2026, unidade: u2.id });
    expect([u.totais.turmas, u.totais.inscricoes, u.totais.participantes, u.totais.frequencia_minima, u.totais.trabalhos]).toEqual([1, 1, 1, 0, 0]);
    expect(u.por_unidade).toEqual([{ unidade_id: u2.id, unidade: u2.nome, inscricoes: 1, participantes: 1 }]);
    const oficina = await indicadoresDoPeriodo(ctx, { tipo: 'Oficina' });
    expect([oficina.totais.eventos, oficina.totais.turmas, oficina.totais.inscricoes, oficina.totais.trabalhos]).toEqual([1, 2, 3, null]);
    const tudo = await indicadoresDoPeriodo(ctx, {});
    expect([tudo.totais.eventos, tudo.totais.turmas, tudo.totais.inscricoes, tudo.totais.participantes, tudo.totais.frequencia_minima, tudo.totais.trabalhos]).toEqual([2, 3, 6, 3, 2, 2]);
    expect(tudo.por_unidade).toEqual([
      { unidade_id: u1.id, unidade: u1.nome, inscricoes: 4, participantes: 2 },
      { unidade_id: u2.id, unidade: u2.nome, inscricoes: 2, participantes: 1 },
    ]);
  });
});

describe('detalheDoIndicador', () => {
  it('as linhas por trás de cada número, paginadas', async () => {
    const { ctx, B } = await cenario();
    const base = { pagina: 1, por_pagina: 20 } as const;
    const freq = await detalheDoIndicador(ctx, { ...base, ano: 2026, indicador: 'frequencia' });
    expect(freq.total).toBe(2);
    expect(freq.itens.map((l) => [l.pessoa, l.presentes, l.agendados])).toEqual([['Paula Um', 4, 4], ['Pedro Dois', 3, 4]]);
    const av = await detalheDoIndicador(ctx, { ...base, ano: 2026, indicador: 'avaliacoes' });
    expect(av.itens.map((l) => [l.pessoa, l.nota])).toEqual([['Paula Um', 10]]);
    const conc = await detalheDoIndicador(ctx, { ...base, evento: B.id, indicador: 'concluintes' });
    expect(conc.itens.map((l) => [l.pessoa, l.turma, l.presentes, l.agendados])).toEqual([['Paula Um', 'Turma B1', 1, 2], ['Priscila Três', 'Turma B1', 0, 2]]);
    const trab = await detalheDoIndicador(ctx, { ...base, ano: 2026, mes: 12, indicador: 'trabalhos' });
    expect(trab.itens.map((l) => [l.trabalho, l.pessoa, l.quando])).toEqual([['Trabalho de dezembro', 'Paula Um', new Date('2026-12-31T22:30:00-03:00').toISOString()]]);
    const turmas = await detalheDoIndicador(ctx, { ...base, ano: 2027, indicador: 'turmas' });
    expect(turmas.itens.map((l) => [l.turma, l.inscricoes])).toEqual([['Turma B2', 1], ['Turma B1', 2]]);
    const pag = await detalheDoIndicador(ctx, { pagina: 2, por_pagina: 2, indicador: 'inscricoes' });
    expect([pag.total, pag.itens.length]).toEqual([6, 2]);
    expect((await detalheDoIndicador(ctx, { ...base, tipo: 'Curso', indicador: 'trabalhos' })).itens).toEqual([]);
  });

  it('uma consulta fixa, qualquer que seja o número de linhas (sem consulta por linha)', async () => {
    const { ctx } = await cenario();
    let comandos = 0;
    const original = ctx.db.execute.bind(ctx.db);
    const contado = Object.create(ctx.db) as typeof ctx.db;
    contado.execute = ((q: Parameters<typeof original>[0]) => {
      comandos += 1;
      return original(q);
    }) as typeof original;
    await indicadoresDoPeriodo({ ...ctx, db: contado }, {});
    expect(comandos).toBe(3);
  });
});
