import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { DbHandle } from '../../db/client.ts';
import { criarBancoDeTeste, limparBanco } from '../../testing/db.ts';
import { criarUsuario, ctxDeTeste } from '../../testing/factories.ts';
import { participante, turmaCom } from '../../testing/paineis.ts';
import { emitirPendentes } from '../certificados/certificados.service.ts';
import { painelDoInstrutor, taxaDePresenca } from './painel-instrutor.service.ts';
import { painelDoUsuario } from './painel-usuario.service.ts';

let h: DbHandle;
beforeAll(async () => {
  h = await criarBancoDeTeste();
});
afterAll(() => h.close());
beforeEach(() => limparBanco(h));

/** 10/03/2030, 12:00 em São Paulo (15:00 UTC): o encontro de 10/03 às 14:00 ainda não começou. */
const AGORA = new Date('2030-03-10T15:00:00Z');
const agora = () => AGORA;

async function pessoa(perfis: ('usuario' | 'instrutor' | 'administrador')[] = ['usuario']) {
  return criarUsuario(h.db, { perfis, scryptLogN: 4 });
}

describe('painel de quem participa', () => {
  it('sem inscrição: tudo vazio, zero horas', async () => {
    const u = await pessoa();
    expect(await painelDoUsuario(ctxDeTeste(h.db, u, { now: agora }))).toEqual({
      proximos_encontros: [], cursos: [], testes_pendentes: [], avaliacoes_pendentes: [], certificados: { total: 0, recentes: [] },
      carga: { por_ano: [], horas: 0, cursos: 0 },
    });
  });

  it('encontros, cursos com o que falta, avaliação pendente e horas por ano de São Paulo (virada do ano)', async () => {
    const instrutor = await pessoa(['usuario', 'instrutor']);
    const u = await pessoa();
    const andamento = await turmaCom(h.db, {
      titulo: 'Curso em Andamento', instrutores: [instrutor.id],
      encontros: [['2030-03-08', '14:00', '18:00'], ['2030-03-09', '14:00', '18:00'], ['2030-03-10', '14:00', '18:00'], ['2030-03-11', '14:00', '18:00']],
    });
    const futura = await turmaCom(h.db, { titulo: 'Curso Futuro', instrutores: [instrutor.id], encontros: [['2030-03-20', '08:00', '12:00']] });
    const semAvaliar = await turmaCom(h.db, { titulo: 'Curso Sem Avaliação', instrutores: [instrutor.id], encontros: [['2030-03-01', '08:00', '12:00'], ['2030-03-02', '08:00', '12:00']] });
    // termina 31/12/2029 às 23:30 em São Paulo = 01/01/2030 02:30 UTC: conta em 2029
    const reveillon = await turmaCom(h.db, { titulo: 'Plantão de Réveillon', instrutores: [instrutor.id], encontros: [['2029-12-31', '19:30', '23:30']] });
    // 8 h num dia (≥ 6 h): 7 h de carga
    const janeiro = await turmaCom(h.db, { titulo: 'Curso de Janeiro', instrutores: [instrutor.id], encontros: [['2030-01-02', '08:00', '16:00']] });
    const fracassada = await turmaCom(h.db, { titulo: 'Curso Perdido', instrutores: [instrutor.id], encontros: [['2030-02-01', '08:00', '12:00'], ['2030-02-02', '08:00', '12:00']] });

    await participante(h.db, andamento, u.id, { dias: ['2030-03-08'] });
    await participante(h.db, futura, u.id);
    await participante(h.db, semAvaliar, u.id, { dias: ['2030-03-01', '2030-03-02'] });
    await participante(h.db, reveillon, u.id, { dias: ['2029-12-31'], nota: 10 });
    await participante(h.db, janeiro, u.id, { dias: ['2030-01-02'], nota: 8 });
    await participante(h.db, fracassada, u.id, { dias: ['2030-02-01'] });
    const ctx = ctxDeTeste(h.db, u, { now: agora });
    expect(await emitirPendentes(ctx)).toBeGreaterThanOrEqual(2);

    const p = await painelDoUsuario(ctx);
    expect(p.proximos_encontros.map((e) => [e.data, e.horario_inicio, e.evento.titulo, e.local])).toEqual([
      ['2030-03-10', '14:00', 'Curso em Andamento', 'Auditório da Escola'],
      ['2030-03-11', '14:00', 'Curso em Andamento', 'Auditório da Escola'],
      ['2030-03-20', '08:00', 'Curso Futuro', 'Auditório da Escola'],
    ]);
    expect(p.proximos_encontros[0]!.turma.id).toBe(andamento.turmaId);

    // a futura ainda não começou; a perdida (encerrada com 1 de 2) não tem mais passo
    expect(p.cursos.map((c) => c.evento.titulo)).toEqual(['Curso em Andamento', 'Curso Sem Avaliação']);
    const [emCurso, aAvaliar] = p.cursos;
    // 2 encontros começaram (08 e 09); 1 presença; 3 de 4 necessárias; 1 + 2 restantes = 3: ainda dá
    expect(emCurso!.frequencia).toEqual({ presentes: 1, realizados: 2, agendados: 4, necessarias: 3, alcancavel: true });
    expect(emCurso!.turma.encerrada).toBe(false);
    expect(emCurso!.pendencias.map((x) => x.tipo)).toEqual(['encerramento', 'frequencia', 'avaliacao']);
    expect(emCurso!.pendencias[1]).toEqual({ tipo: 'frequencia', texto: 'Presença em 1 de 4 encontros; são precisos 3 (75 %).', link: '/minhas-presencas' });
    expect(aAvaliar!.frequencia).toEqual({ presentes: 2, realizados: 2, agendados: 2, necessarias: 2, alcancavel: true });
    expect(aAvaliar!.pendencias).toEqual([{ tipo: 'avaliacao', texto: 'Falta enviar a avaliação do curso.', link: `/avaliar/${semAvaliar.turmaId}` }]);

    expect(p.avaliacoes_pendentes).toEqual([{ turma: { id: semAvaliar.turmaId, nome: 'Turma A' }, evento: { id: semAvaliar.eventoId, titulo: 'Curso Sem Avaliação' } }]);
    expect(p.testes_pendentes).toEqual([]);
    expect(p.certificados.total).toBe(2);
    expect(p.certificados.recentes.map((c) => c.curso).sort()).toEqual(['Curso de Janeiro', 'Plantão de Réveillon']);
    expect(p.carga).toEqual({ por_ano: [{ ano: 2030, horas: 7, cursos: 1 }, { ano: 2029, horas: 4, cursos: 1 }], horas: 11, cursos: 2 });
  });

  it('fora do alcance: a frequência diz que não dá mais para chegar a 75 %', async () => {
    const instrutor = await pessoa(['usuario', 'instrutor']);
    const u = await pessoa();
    const t = await turmaCom(h.db, {
      titulo: 'Curso Longo', instrutores: [instrutor.id],
      encontros: [['2030-03-07', '08:00', '12:00'], ['2030-03-08', '08:00', '12:00'], ['2030-03-09', '08:00', '12:00'], ['2030-03-11', '08:00', '12:00']],
    });
    await participante(h.db, t, u.id, { dias: ['2030-03-07'] });
    const [c] = (await painelDoUsuario(ctxDeTeste(h.db, u, { now: agora }))).cursos;
    // 3 realizados, 1 presença, resta 1 encontro: 2 < 3
    expect(c!.frequencia).toEqual({ presentes: 1, realizados: 3, agendados: 4, necessarias: 3, alcancavel: false });
    expect(c!.pendencias[1]!.texto).toBe('Presença em 1 de 4 encontros: não dá mais para chegar a 75 % (3).');
  });
});

describe('painel do instrutor', () => {
  it('taxa de presença: nula sem presença possível', () => {
    expect(taxaDePresenca(0, 0, 3)).toBeNull();
    expect(taxaDePresenca(0, 5, 0)).toBeNull();
    expect(taxaDePresenca(2, 3, 1)).toBe(0.667);
  });

  it('agora, próximas e encerradas; presença, média (anonimato) e certificados pendentes por motivo', async () => {
    const eu = await pessoa(['usuario', 'instrutor']);
    const outro = await pessoa(['usuario', 'instrutor']);
    const [p1, p2, p3, espera, q1, q2, q3, q4, q5, r1, r2] = await Promise.all(Array.from({ length: 11 }, () => pessoa()));
    const agoraT = await turmaCom(h.db, {
      titulo: 'Curso Agora', instrutores: [eu.id],
      encontros: [['2030-03-08', '14:00', '18:00'], ['2030-03-09', '14:00', '18:00'], ['2030-03-10', '14:00', '18:00'], ['2030-03-11', '14:00', '18:00']],
    });
    await turmaCom(h.db, { titulo: 'Curso Próximo', instrutores: [eu.id], encontros: [['2030-04-01', '08:00', '12:00']] });
    const encerrada = await turmaCom(h.db, { titulo: 'Curso Encerrado', instrutores: [eu.id], encontros: [['2030-03-01', '08:00', '12:00'], ['2030-03-02', '08:00', '12:00']] });
    const poucas = await turmaCom(h.db, { titulo: 'Curso Pequeno', instrutores: [eu.id], encontros: [['2030-02-01', '08:00', '12:00']] });
    await turmaCom(h.db, { titulo: 'Curso de Outra Pessoa', instrutores: [outro.id], encontros: [['2030-03-09', '08:00', '12:00']] });

    // agora: 2 encontros começaram (08 e 09); presenças 08+09 (p1), 08 (p2); a de 10 (p1) não conta; quem espera não conta
    await participante(h.db, agoraT, p1!.id, { dias: ['2030-03-08', '2030-03-09', '2030-03-10'] });
    await participante(h.db, agoraT, p2!.id, { dias: ['2030-03-08'] });
    await participante(h.db, agoraT, p3!.id);
    await participante(h.db, agoraT, espera!.id, { dias: ['2030-03-08'], status: 'em_espera' });
    // encerrada: 3 completos com notas 10, 6 e 8 (média 8), um com 1 de 2 dias, um sem avaliação
    const dois = ['2030-03-01', '2030-03-02'];
    await participante(h.db, encerrada, q1!.id, { dias: dois, nota: 10 });
    await participante(h.db, encerrada, q2!.id, { dias: dois, nota: 6 });
    await participante(h.db, encerrada, q5!.id, { dias: dois, nota: 8 });
    await participante(h.db, encerrada, q3!.id, { dias: ['2030-03-01'] });
    await participante(h.db, encerrada, q4!.id, { dias: dois });
    // pequena: 2 respostas, média oculta
    await participante(h.db, poucas, r1!.id, { dias: ['2030-02-01'], nota: 10 });
    await participante(h.db, poucas, r2!.id, { dias: ['2030-02-01'], nota: 2 });

    const ctx = ctxDeTeste(h.db, eu, { now: agora });
    const { turmas } = await painelDoInstrutor(ctx);
    const por = new Map(turmas.map((t) => [t.evento.titulo, t]));
    expect([...por.keys()].sort()).toEqual(['Curso Agora', 'Curso Encerrado', 'Curso Pequeno', 'Curso Próximo']);

    const a = por.get('Curso Agora')!;
    expect(a.momento).toBe('agora');
    expect(a.inscritos).toBe(3);
    // 3 pessoas-dia ÷ (3 inscritos × 2 encontros) = 0,5
    expect(a.presenca).toEqual({ agendados: 4, realizados: 2, presencas: 3, taxa: 0.5 });
    expect(a.proximo_encontro).toEqual({ data: '2030-03-10', horario_inicio: '14:00', horario_fim: '18:00' });
    expect(a.avaliacao).toEqual({ respostas: 0, media: null, oculta: false });
    expect(a.certificados.pendentes).toEqual([{ etapa: 'encerramento', texto: 'A turma ainda não terminou.', pessoas: 3 }]);

    const p = por.get('Curso Próximo')!;
    expect(p.momento).toBe('proximas');
    expect(p.presenca).toEqual({ agendados: 1, realizados: 0, presencas: 0, taxa: null });
    expect(p.certificados).toEqual({ emitidos: 0, pendentes: [] });

    const e = por.get('Curso Encerrado')!;
    expect(e.momento).toBe('encerradas');
    expect(e.proximo_encontro).toBeNull();
    // 9 pessoas-dia ÷ (5 × 2) = 0,9
    expect(e.presenca).toEqual({ agendados: 2, realizados: 2, presencas: 9, taxa: 0.9 });
    expect(e.avaliacao).toEqual({ respostas: 3, media: 8, oculta: false });
    expect(e.certificados.emitidos).toBe(0);
    expect(new Map(e.certificados.pendentes.map((x) => [x.etapa, x.pessoas]))).toEqual(new Map([['frequencia', 1], ['avaliacao', 1]]));

    expect(por.get('Curso Pequeno')!.avaliacao).toEqual({ respostas: 2, media: null, oculta: true });

    // emitidos os três completos, continuam pendentes só os dois com motivo
    await emitirPendentes(ctx);
    const depois = (await painelDoInstrutor(ctx)).turmas.find((t) => t.turma.id === encerrada.turmaId)!;
    expect(depois.certificados.emitidos).toBe(3);
    expect(depois.certificados.pendentes.reduce((s, x) => s + x.pessoas, 0)).toBe(2);
  });

  it('sem turmas: lista vazia', async () => {
    const eu = await pessoa(['usuario', 'instrutor']);
    expect(await painelDoInstrutor(ctxDeTeste(h.db, eu, { now: agora }))).toEqual({ turmas: [] });
  });
});
