import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { DbHandle } from '../../db/client.ts';
import { auditoria, presencas, presencasHistorico, turmas } from '../../db/schema/index.ts';
import { instanteEmSaoPaulo } from '#shared/rules/cronograma.ts';
import { criarBancoDeTeste, limparBanco } from '../../testing/db.ts';
import { recusaDe } from '../../testing/recusa.ts';
import { criarUsuario, ctxDeTeste } from '../../testing/factories.ts';
import { criarEventoDeTeste, diaDaqui } from '../../testing/eventos.ts';
import { cancelar, inscrever } from '../inscricoes/inscricoes.service.ts';
import { codigoAtual, ERROS_DE_CODIGO_PERMITIDOS } from './codigo-ao-vivo.ts';
import { configurarPresenca, confirmarPresenca, marcarPresencas, minhasPresencas, presencasDaTurmaParaEquipe, qrAoVivo } from './presencas.service.ts';

let h: DbHandle;
beforeAll(async () => {
  h = await criarBancoDeTeste();
});
afterAll(() => h.close());
beforeEach(async () => {
  await limparBanco(h);
});

const recusa = recusaDe;

const D1 = diaDaqui(10);
const D2 = diaDaqui(11);
const D3 = diaDaqui(12);
const D4 = diaDaqui(13);
/** Um instante no calendário de São Paulo. */
const em = (data: string, hora: string) => instanteEmSaoPaulo(data, hora);

/** Turma de 4 encontros (08:00–12:00), uma pessoa inscrita, o instrutor e o administrador. */
async function cenario(o: { vagas?: number } = {}) {
  const instrutor = await criarUsuario(h.db, { perfis: ['usuario', 'instrutor'] });
  const { evento, admin } = await criarEventoDeTeste(h.db, {
    turmas: [{ vagas: o.vagas ?? 30, instrutores: [instrutor.id], datas: [D1, D2, D3, D4].map((data) => ({ data, horario_inicio: '08:00', horario_fim: '12:00' })) }],
  });
  const turmaId = evento.turmas[0]!.id;
  let agora = new Date();
  const relogio = { ir: (d: Date) => (agora = d), now: () => agora };
  const ctxDe = (u: { id: number }, perfis: string[] = ['usuario']) => ctxDeTeste(h.db, { id: u.id, perfis }, { now: relogio.now });
  const participante = await criarUsuario(h.db);
  await inscrever(ctxDeTeste(h.db, { id: participante.id, perfis: ['usuario'] }), { turmaId });
  return {
    turmaId,
    relogio,
    ctxDe,
    eu: ctxDe(participante),
    instrutor: ctxDe(instrutor, ['usuario', 'instrutor']),
    admin: ctxDe(admin, ['usuario', 'administrador']),
  };
}

describe('confirmar presença pelo QR: a janela', () => {
  it('recusa antes de 30 min do início, aceita às 07:30 e até o fim do dia; outro dia não vale', async () => {
    const c = await cenario();
    c.relogio.ir(em(D1, '07:29'));
    expect(await recusa(confirmarPresenca(c.eu, { turma: c.turmaId }))).toMatchObject({
      status: 409, motivo: 'ANTES_DA_JANELA', mensagem: 'Confirmação disponível a partir de 07:30.',
    });
    c.relogio.ir(em(D1, '07:30'));
    const r = await confirmarPresenca(c.eu, { turma: c.turmaId });
    expect(r).toMatchObject({ situacao: 'confirmada', mensagem: 'Presença confirmada com sucesso!', data: D1, metodo: 'qr', horario_inicio: '08:00' });
    expect(r.frequencia).toMatchObject({ presentes: 1, agendados: 4, percentual: 25, atingiu: false, faltam: 2, alcancavel: true });
    c.relogio.ir(em(D2, '23:59'));
    expect(await confirmarPresenca(c.eu, { turma: c.turmaId })).toMatchObject({ situacao: 'confirmada', data: D2 });
    c.relogio.ir(em(diaDaqui(14), '09:00'));
    expect(await recusa(confirmarPresenca(c.eu, { turma: c.turmaId }))).toMatchObject({
      status: 409, motivo: 'DATA_INVALIDA', mensagem: 'Hoje não é uma data válida desta turma.',
    });
  });

  it('é idempotente: confirmar três vezes deixa um registro e diz que já estava confirmada', async () => {
    const c = await cenario();
    c.relogio.ir(em(D1, '08:10'));
    const primeira = await confirmarPresenca(c.eu, { turma: c.turmaId });
    c.relogio.ir(em(D1, '08:15'));
    const segunda = await confirmarPresenca(c.eu, { turma: c.turmaId });
    await confirmarPresenca(c.eu, { turma: c.turmaId });
    expect(segunda).toMatchObject({ situacao: 'ja_confirmada', mensagem: 'Sua presença de hoje já estava confirmada.', registrada_em: primeira.registrada_em });
    expect(segunda.frequencia.presentes).toBe(1);
    expect(await h.db.select().from(presencas)).toHaveLength(1);
  });

  it('recusa quem não está inscrito, quem está na espera, quem cancelou e turma que não existe', async () => {
    const c = await cenario({ vagas: 1 });
    c.relogio.ir(em(D1, '08:00'));
    const estranho = c.ctxDe(await criarUsuario(h.db));
    expect(await recusa(confirmarPresenca(estranho, { turma: c.turmaId }))).toMatchObject({ status: 403, motivo: 'NAO_INSCRITO', mensagem: 'Você não está inscrito nesta turma.' });
    // fora do dia também: a inscrição vem primeiro
    c.relogio.ir(em(diaDaqui(20), '08:00'));
    expect(await recusa(confirmarPresenca(estranho, { turma: c.turmaId }))).toMatchObject({ motivo: 'NAO_INSCRITO' });
    c.relogio.ir(em(D1, '08:00'));
    const naFila = await criarUsuario(h.db);
    await inscrever(ctxDeTeste(h.db, { id: naFila.id, perfis: ['usuario'] }), { turmaId: c.turmaId });
    expect(await recusa(confirmarPresenca(c.ctxDe(naFila), { turma: c.turmaId }))).toMatchObject({ status: 403, motivo: 'EM_ESPERA' });
    expect(await recusa(confirmarPresenca(c.eu, { turma: 999_999 }))).toMatchObject({ status: 404, mensagem: 'Turma não encontrada.' });
    expect(await h.db.select().from(presencas)).toHaveLength(0);
  });

  it('outra turma: a inscrição numa turma não vale para a outra', async () => {
    const c = await cenario();
    const { evento } = await criarEventoDeTeste(h.db, { tipo: 'Congresso', turmas: [{ datas: [{ data: D1, horario_inicio: '08:00', horario_fim: '12:00' }] }] });
    c.relogio.ir(em(D1, '08:00'));
    expect(await recusa(confirmarPresenca(c.eu, { turma: evento.turmas[0]!.id }))).toMatchObject({ motivo: 'NAO_INSCRITO' });
  });

  it('o cronograma guardado em memória não engana: mudou no banco, vale o banco', async () => {
    const c = await cenario();
    c.relogio.ir(em(D1, '08:00'));
    await confirmarPresenca(c.eu, { turma: c.turmaId }); // guarda a turma em memória
    await h.db.update(turmas).set({ exigeQrAoVivo: true }).where(eq(turmas.id, c.turmaId)); // por fora do serviço
    c.relogio.ir(em(D2, '08:00'));
    expect(await recusa(confirmarPresenca(c.eu, { turma: c.turmaId }))).toMatchObject({ motivo: 'QR_AO_VIVO_EXIGIDO' });
  });
});

describe('QR ao vivo', () => {
  it('com a exigência ligada: sem código recusa, código atual aceita, código velho (2 min) recusa', async () => {
    const c = await cenario();
    c.relogio.ir(em(D1, '08:00'));
    const qr = await configurarPresenca(c.instrutor, { turmaId: c.turmaId }, true);
    expect(qr).toMatchObject({ exige_qr_ao_vivo: true, periodo_segundos: 30, caminho: `/presenca?turma=${c.turmaId}&t=${qr.codigo}`, hoje: { data: D1 } });
    expect(qr.codigo).toMatch(/^\d{6}$/);
    expect(await recusa(confirmarPresenca(c.eu, { turma: c.turmaId }))).toMatchObject({ status: 409, motivo: 'QR_AO_VIVO_EXIGIDO' });
    c.relogio.ir(new Date(em(D1, '08:00').getTime() + 120_000));
    expect(await recusa(confirmarPresenca(c.eu, { turma: c.turmaId, t: qr.codigo }))).toMatchObject({ status: 409, motivo: 'CODIGO_EXPIRADO' });
    // 45 s depois de mostrado ainda vale (tolerância da rede), e o registro diz que foi ao vivo
    c.relogio.ir(new Date(em(D1, '08:00').getTime() + 45_000));
    expect(await confirmarPresenca(c.eu, { turma: c.turmaId, t: qr.codigo })).toMatchObject({ situacao: 'confirmada', metodo: 'qr-ao-vivo' });
    const depois = await qrAoVivo(c.admin, { turmaId: c.turmaId });
    expect(depois).toMatchObject({ presentes_hoje: 1, inscritos: 1 });
  });

  it('sem a exigência, um código errado não atrapalha (vale o QR fixo); só a equipe vê o código', async () => {
    const c = await cenario();
    c.relogio.ir(em(D1, '08:00'));
    expect(await confirmarPresenca(c.eu, { turma: c.turmaId, t: '000000' === codigoAtual(c.eu.selador, c.turmaId, c.relogio.now()).codigo ? '111111' : '000000' })).toMatchObject({ metodo: 'qr' });
    expect(await recusa(qrAoVivo(c.eu, { turmaId: c.turmaId }))).toMatchObject({ status: 403, mensagem: 'Você não é instrutor desta turma.' });
    const outroInstrutor = c.ctxDe(await criarUsuario(h.db, { perfis: ['usuario', 'instrutor'] }), ['usuario', 'instrutor']);
    expect(await recusa(configurarPresenca(outroInstrutor, { turmaId: c.turmaId }, true))).toMatchObject({ status: 403 });
  });

  it('códigos errados demais bloqueiam a pessoa naquela turma', async () => {
    const c = await cenario();
    c.relogio.ir(em(D1, '08:00'));
    await configurarPresenca(c.admin, { turmaId: c.turmaId }, true);
    const certo = codigoAtual(c.eu.selador, c.turmaId, c.relogio.now()).codigo;
    const errado = certo === '123456' ? '654321' : '123456';
    for (let i = 0; i < ERROS_DE_CODIGO_PERMITIDOS; i++) {
      expect(await recusa(confirmarPresenca(c.eu, { turma: c.turmaId, t: errado }))).toMatchObject({ motivo: 'CODIGO_EXPIRADO' });
    }
    expect(await recusa(confirmarPresenca(c.eu, { turma: c.turmaId, t: certo }))).toMatchObject({ status: 429 });
  });
});

describe('marcação manual', () => {
  it('instrutor marca em lote dentro da janela; fora dela (antes e depois de 48 h) recusa', async () => {
    const c = await cenario();
    const outro = await criarUsuario(h.db);
    await inscrever(ctxDeTeste(h.db, { id: outro.id, perfis: ['usuario'] }), { turmaId: c.turmaId });
    c.relogio.ir(em(D1, '07:00'));
    expect(await recusa(marcarPresencas(c.instrutor, { turmaId: c.turmaId }, { registros: [{ usuario_id: outro.id, data: D1, presente: true }] }))).toMatchObject({
      status: 403, mensagem: expect.stringContaining('só pode ser registrada a partir das 07:30'),
    });
    c.relogio.ir(em(D1, '09:00'));
    const r = await marcarPresencas(c.instrutor, { turmaId: c.turmaId }, {
      registros: [{ usuario_id: outro.id, data: D1, presente: true }, { usuario_id: c.eu.user.id, data: D1, presente: false }],
    });
    expect(r).toEqual({ alteradas: 2, inalteradas: 0, mensagem: '2 presenças registradas.' });
    // 48 h depois do fim (12:00) ainda pode; um minuto depois não
    c.relogio.ir(new Date(em(D1, '12:00').getTime() + 48 * 3_600_000));
    expect(await marcarPresencas(c.instrutor, { turmaId: c.turmaId }, { registros: [{ usuario_id: c.eu.user.id, data: D1, presente: true }] })).toMatchObject({ alteradas: 1 });
    c.relogio.ir(new Date(em(D1, '12:00').getTime() + 48 * 3_600_000 + 60_000));
    expect(await recusa(marcarPresencas(c.instrutor, { turmaId: c.turmaId }, { registros: [{ usuario_id: c.eu.user.id, data: D1, presente: false }] }))).toMatchObject({
      status: 403, mensagem: `O prazo de 48h para registrar a presença do encontro de ${D1.split('-').reverse().join('/')} já expirou.`,
    });
    // a correção (ausente → presente) ficou no histórico
    const hist = await h.db.select().from(presencasHistorico);
    expect(hist).toMatchObject([{ presenteAntes: false, presenteDepois: true, metodoAntes: 'manual', metodoDepois: 'manual' }]);
  });

  it('administração marca a qualquer momento com motivo, auditada; sem motivo recusa', async () => {
    const c = await cenario();
    c.relogio.ir(em(diaDaqui(40), '10:00'));
    const lote = { registros: [{ usuario_id: c.eu.user.id, data: D3, presente: true }] };
    expect(await recusa(marcarPresencas(c.admin, { turmaId: c.turmaId }, lote))).toMatchObject({ status: 400, mensagem: 'Informe o motivo (mínimo 5 caracteres).' });
    expect(await marcarPresencas(c.admin, { turmaId: c.turmaId }, { ...lote, motivo: 'Lista em papel conferida' })).toMatchObject({ alteradas: 1 });
    expect(await marcarPresencas(c.admin, { turmaId: c.turmaId }, { ...lote, motivo: 'Lista em papel conferida' })).toMatchObject({ alteradas: 0, inalteradas: 1 });
    expect(await h.db.select().from(presencas)).toMatchObject([{ metodo: 'administrador', motivo: 'Lista em papel conferida', registradaPor: c.admin.user.id }]);
    expect(await h.db.select().from(auditoria).where(eq(auditoria.acao, 'presencas.marcar'))).toHaveLength(1);
  });

  it('recusa data que não é encontro, pessoa não inscrita, repetição, e quem não é da equipe da turma', async () => {
    const c = await cenario();
    c.relogio.ir(em(D1, '09:00'));
    const marcar = (ctx: typeof c.admin, registros: { usuario_id: number; data: string; presente: boolean }[]) => marcarPresencas(ctx, { turmaId: c.turmaId }, { registros });
    expect(await recusa(marcar(c.instrutor, [{ usuario_id: c.eu.user.id, data: diaDaqui(30), presente: true }]))).toMatchObject({ status: 400, mensagem: expect.stringContaining('não é um encontro desta turma') });
    const fora = await criarUsuario(h.db);
    expect(await recusa(marcar(c.instrutor, [{ usuario_id: fora.id, data: D1, presente: true }]))).toMatchObject({ mensagem: 'Há marcações para quem não está inscrito nesta turma.' });
    expect(await recusa(marcar(c.instrutor, [{ usuario_id: c.eu.user.id, data: D1, presente: true }, { usuario_id: c.eu.user.id, data: D1, presente: false }]))).toMatchObject({ mensagem: expect.stringContaining('repetidas') });
    const outroInstrutor = c.ctxDe(await criarUsuario(h.db, { perfis: ['usuario', 'instrutor'] }), ['usuario', 'instrutor']);
    expect(await recusa(marcar(outroInstrutor, [{ usuario_id: c.eu.user.id, data: D1, presente: true }]))).toMatchObject({ status: 403 });
    expect(await h.db.select().from(presencas)).toHaveLength(0);
  });

  it('QR depois de uma ausência marcada vira presença, com histórico; a lista da turma mostra tudo', async () => {
    const c = await cenario();
    c.relogio.ir(em(D1, '08:30'));
    await marcarPresencas(c.instrutor, { turmaId: c.turmaId }, { registros: [{ usuario_id: c.eu.user.id, data: D1, presente: false }] });
    c.relogio.ir(em(D1, '09:10'));
    expect(await confirmarPresenca(c.eu, { turma: c.turmaId })).toMatchObject({ situacao: 'confirmada', metodo: 'qr' });
    expect(await h.db.select().from(presencasHistorico)).toMatchObject([{ presenteAntes: false, metodoAntes: 'manual', presenteDepois: true, metodoDepois: 'qr' }]);
    const lista = await presencasDaTurmaParaEquipe(c.instrutor, { turmaId: c.turmaId });
    expect(lista.administrador).toBe(false);
    expect(lista.encontros.map((e) => e.editavel)).toEqual([true, false, false, false]);
    expect(lista.participantes).toMatchObject([{ usuario_id: c.eu.user.id, presencas: [{ data: D1, presente: true, metodo: 'qr' }], frequencia: { presentes: 1, percentual: 25 } }]);
    expect(lista.participantes[0]!.cpf_mascarado).toMatch(/\*/);
  });
});

describe('minhas presenças e frequência', () => {
  it('por turma: presentes, ausentes, hoje, futuros; 75 % atingido ou ainda alcançável', async () => {
    const c = await cenario();
    for (const d of [D1, D2]) {
      c.relogio.ir(em(d, '08:00'));
      await confirmarPresenca(c.eu, { turma: c.turmaId });
    }
    c.relogio.ir(em(D4, '07:00')); // D3 faltou; D4 é hoje
    const [m] = await minhasPresencas(c.eu);
    expect(m!.encontros.map((e) => e.situacao)).toEqual(['presente', 'presente', 'ausente', 'hoje']);
    expect(m).toMatchObject({ ausencias: 1, elegivel_avaliacao: false, frequencia: { presentes: 2, agendados: 4, percentual: 50, faltam: 1, alcancavel: true } });
    c.relogio.ir(em(D4, '08:00'));
    await confirmarPresenca(c.eu, { turma: c.turmaId });
    c.relogio.ir(em(diaDaqui(15), '08:00'));
    const [fim] = await minhasPresencas(c.eu);
    expect(fim).toMatchObject({ turma: { status: 'encerrado' }, elegivel_avaliacao: true, frequencia: { presentes: 3, percentual: 75, atingiu: true, faltam: 0 } });
  });

  it('inscrição cancelada sai da lista', async () => {
    const c = await cenario();
    const [insc] = await minhasPresencas(c.eu);
    expect(insc).toBeDefined();
    const { inscricoes: tab } = await import('../../db/schema/index.ts');
    const [l] = await h.db.select({ id: tab.id }).from(tab);
    await cancelar(ctxDeTeste(h.db, { id: c.eu.user.id, perfis: ['usuario'] }), { id: l!.id });
    expect(await minhasPresencas(c.eu)).toEqual([]);
  });
});
