import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { instanteEmSaoPaulo } from '#shared/rules/cronograma.ts';
import type { DbHandle } from '../../db/client.ts';
import { auditoria, emails, inscricoes, notificacoes, turmas, unidades, usuarios } from '../../db/schema/index.ts';
import { AppError } from '../../lib/errors.ts';
import { criarBancoDeTeste, limparBanco } from '../../testing/db.ts';
import { criarCargo, criarUsuario, ctxDeTeste } from '../../testing/factories.ts';
import { criarEventoDeTeste, diaDaqui } from '../../testing/eventos.ts';
import { minhasInscricoes } from './inscricoes-consultas.ts';
import { cancelar, cancelarEmLote, inscrever } from './inscricoes.service.ts';
import { tarefasNaFila } from '../../testing/tarefas.ts';

let h: DbHandle;
beforeAll(async () => {
  h = await criarBancoDeTeste();
});
afterAll(() => h.close());
beforeEach(() => limparBanco(h));

const pessoa = async (o: { registro?: string; cargoId?: number; unidadeId?: number; now?: () => Date } = {}) => {
  const u = await criarUsuario(h.db);
  if (o.registro || o.cargoId || o.unidadeId) {
    await h.db
      .update(usuarios)
      .set({ registro: o.registro ?? null, ...(o.cargoId ? { cargoId: o.cargoId } : {}), ...(o.unidadeId ? { unidadeId: o.unidadeId } : {}) })
      .where(eq(usuarios.id, u.id));
  }
  return ctxDeTeste(h.db, { id: u.id, perfis: ['usuario'] }, o.now ? { now: o.now } : {});
};

/** A recusa do serviço: código, status e mensagem. */
async function recusa(p: Promise<unknown>) {
  try {
    await p;
  } catch (err) {
    if (err instanceof AppError) return { code: err.code, status: err.status, mensagem: err.message };
    throw err;
  }
  throw new Error('esperava uma recusa');
}

const encontro = (dias: number, inicio: string, fim: string) => ({ data: diaDaqui(dias), horario_inicio: inicio, horario_fim: fim });

describe('inscrever: vagas e lista de espera', () => {
  it('confirma, põe na espera quando lota e chama o primeiro da fila quando alguém cancela', async () => {
    const { evento } = await criarEventoDeTeste(h.db, { turmas: [{ vagas: 1 }] });
    const turmaId = evento.turmas[0]!.id;
    const [a, b, c] = [await pessoa(), await pessoa(), await pessoa()];
    const ra = await inscrever(a, { turmaId });
    expect(ra).toMatchObject({ status: 'confirmada', posicao_espera: null, mensagem: 'Inscrição realizada com sucesso!' });
    expect(await inscrever(b, { turmaId })).toMatchObject({ status: 'em_espera', posicao_espera: 1 });
    expect(await inscrever(c, { turmaId })).toMatchObject({ status: 'em_espera', posicao_espera: 2, mensagem: expect.stringContaining('posição 2') });
    await cancelar(a, { id: ra.id });
    expect((await minhasInscricoes(b, { situacao: 'ativas' }))[0]).toMatchObject({ status: 'confirmada', posicao_espera: null });
    expect((await minhasInscricoes(c, { situacao: 'ativas' }))[0]).toMatchObject({ status: 'em_espera', posicao_espera: 1 });
    const [turma] = await h.db.select().from(turmas).where(eq(turmas.id, turmaId));
    expect(turma!.confirmadas).toBe(1);
    // a inscrição cancelada continua lá (nunca apagada)
    expect(await h.db.select().from(inscricoes).where(eq(inscricoes.id, ra.id))).toMatchObject([{ status: 'cancelada', canceladaPor: a.user.id }]);
  });

  it('a ordem da espera é a de chegada à turma travada, mesmo quando o pedido que chega depois começou antes', async () => {
    const { evento } = await criarEventoDeTeste(h.db, { turmas: [{ vagas: 1 }] });
    const turmaId = evento.turmas[0]!.id;
    const agora = Date.now();
    const [a, b, c] = [await pessoa(), await pessoa({ now: () => new Date(agora + 60_000) }), await pessoa({ now: () => new Date(agora) })];
    await inscrever(a, { turmaId });
    expect(await inscrever(b, { turmaId })).toMatchObject({ status: 'em_espera', posicao_espera: 1 });
    // c começou um minuto "antes" de b (o relógio do pedido), mas b já está na espera: c fica atrás, e ninguém muda de posição
    expect(await inscrever(c, { turmaId })).toMatchObject({ status: 'em_espera', posicao_espera: 2 });
    expect((await minhasInscricoes(b, { situacao: 'ativas' }))[0]).toMatchObject({ posicao_espera: 1 });
    expect((await minhasInscricoes(c, { situacao: 'ativas' }))[0]).toMatchObject({ posicao_espera: 2 });
  });

  it('a confirmação grava a notificação e o e-mail no mesmo comando (entrada da fila), que o repasse entrega', async () => {
    const { evento } = await criarEventoDeTeste(h.db, { titulo: 'Curso Rápido', turmas: [{ vagas: 3 }] });
    const a = await pessoa();
    await inscrever(a, { turmaId: evento.turmas[0]!.id });
    const entrada = await h.db.execute<{ tipo: string; para: string }>(sql`select tipo, dados->>'para' as para from tarefas_a_enfileirar`);
    const [usuario] = await h.db.select().from(usuarios).where(eq(usuarios.id, a.user.id));
    expect((entrada as unknown as { rows: unknown[] }).rows).toEqual([{ tipo: 'email', para: usuario!.email }]);
    await a.jobs.processarPendentes();
    expect((await h.db.select().from(emails)).map((e) => [e.para, e.assunto])).toEqual([[usuario!.email, 'Inscrição confirmada – Escola da Saúde']]);
    expect(await h.db.select().from(notificacoes).where(eq(notificacoes.usuarioId, a.user.id))).toHaveLength(1);
  });

  it('avisa no app e por e-mail, uma vez só por aviso: confirmação, espera e chamada da fila', async () => {
    const { evento } = await criarEventoDeTeste(h.db, { titulo: 'Oficina de Curativos', turmas: [{ vagas: 1 }] });
    const turmaId = evento.turmas[0]!.id;
    const [a, b] = [await pessoa(), await pessoa()];
    const ra = await inscrever(a, { turmaId });
    await inscrever(b, { turmaId });
    await cancelar(a, { id: ra.id });
    await a.jobs.processarPendentes();
    await a.jobs.processarPendentes();
    const notasB = await h.db.select().from(notificacoes).where(eq(notificacoes.usuarioId, b.user.id));
    expect(notasB.map((n) => n.titulo).sort()).toEqual(['Lista de espera: Oficina de Curativos', 'Vaga confirmada: Oficina de Curativos']);
    expect(notasB.every((n) => n.link === '/minhas-inscricoes' && n.tipo === 'inscricao')).toBe(true);
    const caixa = await h.db.select().from(emails);
    expect(caixa.map((e) => e.assunto).sort()).toEqual([
      'Inscrição confirmada – Escola da Saúde',
      'Lista de espera – Escola da Saúde',
      'Sua vaga foi confirmada – Escola da Saúde',
    ]);
    expect(caixa.find((e) => e.assunto.startsWith('Sua vaga'))!.texto).toContain('Turma: Turma A');
    // o cancelamento pela própria pessoa não manda aviso; nenhuma tarefa ficou pendente ou falhou
    expect((await tarefasNaFila(h.db)).every((t) => t.situacao === 'concluida')).toBe(true);
  });

  it('turma encerrada não chama a lista de espera', async () => {
    let agora = new Date();
    const now = () => agora;
    const { evento } = await criarEventoDeTeste(h.db, { turmas: [{ vagas: 1, datas: [encontro(2, '08:00', '10:00')] }] });
    const turmaId = evento.turmas[0]!.id;
    const a = await pessoa({ now });
    const b = await pessoa({ now });
    const ra = await inscrever(a, { turmaId });
    await inscrever(b, { turmaId });
    agora = new Date(Date.now() + 5 * 86_400_000);
    const admin = ctxDeTeste(h.db, { id: (await criarUsuario(h.db, { perfis: ['administrador'] })).id, perfis: ['administrador'] }, { now });
    await cancelar(admin, { id: ra.id, motivo: 'Registro de ausência' });
    expect((await minhasInscricoes(b, { situacao: 'ativas' }))[0]!.status).toBe('em_espera');
  });
});

describe('inscrever: cada recusa com a sua mensagem', () => {
  it('turma inexistente e evento não publicado (404 para quem não administra; 422 para administração)', async () => {
    const a = await pessoa();
    expect(await recusa(inscrever(a, { turmaId: 999_999 }))).toMatchObject({ code: 'NAO_ENCONTRADO', mensagem: 'Turma não encontrada.' });
    const { evento, ctxAdmin } = await criarEventoDeTeste(h.db, { publicar: false });
    expect(await recusa(inscrever(a, { turmaId: evento.turmas[0]!.id }))).toMatchObject({ status: 404, mensagem: 'Turma não encontrada.' });
    expect(await recusa(inscrever(ctxAdmin, { turmaId: evento.turmas[0]!.id }))).toMatchObject({
      status: 422,
      mensagem: 'As inscrições deste evento ainda não estão abertas.',
    });
  });

  it('turma encerrada', async () => {
    const { evento } = await criarEventoDeTeste(h.db, { turmas: [{ datas: [encontro(-3, '08:00', '12:00')] }] });
    expect(await recusa(inscrever(await pessoa(), { turmaId: evento.turmas[0]!.id }))).toEqual({
      code: 'REGRA_NEGOCIO', status: 422, mensagem: 'Esta turma já foi encerrada; as inscrições estão fechadas.',
    });
  });

  it('turma já começada, mas não encerrada, ainda aceita inscrição', async () => {
    const { evento } = await criarEventoDeTeste(h.db, { turmas: [{ datas: [encontro(-1, '08:00', '12:00'), encontro(3, '08:00', '12:00')] }] });
    expect(await inscrever(await pessoa(), { turmaId: evento.turmas[0]!.id })).toMatchObject({ status: 'confirmada' });
  });

  it('restrições: servidores, lista de registros, cargos e unidades; administração passa', async () => {
    const [u1, u2] = await h.db.select().from(unidades).limit(2);
    const cargo = await criarCargo(h.db, true);
    const outroCargo = await criarCargo(h.db, true);
    const servidores = await criarEventoDeTeste(h.db, { turmas: [{ datas: [encontro(11, '08:00', '12:00')] }], restricao: { modo: 'servidores', registros: [], cargos: [], unidades: [] } });
    const lista = await criarEventoDeTeste(h.db, { turmas: [{ datas: [encontro(12, '08:00', '12:00')] }], restricao: { modo: 'lista_registros', registros: 'autorizados: 123456, 654.321', cargos: [], unidades: [] } });
    const cargos = await criarEventoDeTeste(h.db, { turmas: [{ datas: [encontro(13, '08:00', '12:00')] }], restricao: { modo: 'cargos', registros: [], cargos: [cargo.id], unidades: [] } });
    const porUnidade = await criarEventoDeTeste(h.db, { turmas: [{ datas: [encontro(14, '08:00', '12:00')] }], restricao: { modo: 'unidades', registros: [], cargos: [], unidades: [u1!.id] } });
    const turma = (x: typeof servidores) => ({ turmaId: x.evento.turmas[0]!.id });

    const semRegistro = await pessoa({ cargoId: outroCargo.id, unidadeId: u2!.id });
    const MSG_REG = 'Inscrição disponível apenas para servidores com registro funcional. Informe seu registro em Meu Perfil.';
    expect(await recusa(inscrever(semRegistro, turma(servidores)))).toEqual({ code: 'SEM_PERMISSAO', status: 403, mensagem: MSG_REG });
    expect((await recusa(inscrever(semRegistro, turma(lista)))).mensagem).toBe(MSG_REG);
    expect((await recusa(inscrever(semRegistro, turma(cargos)))).mensagem).toBe(`Inscrição disponível apenas para: ${cargo.nome}.`);
    expect((await recusa(inscrever(semRegistro, turma(porUnidade)))).mensagem).toBe(`Inscrição disponível apenas para servidores de: ${u1!.sigla}.`);

    const foraDaLista = await pessoa({ registro: '111111' });
    expect(await inscrever(foraDaLista, turma(servidores))).toMatchObject({ status: 'confirmada' });
    expect((await recusa(inscrever(foraDaLista, turma(lista)))).mensagem).toBe('Inscrição disponível apenas para os servidores autorizados na lista deste evento.');

    const autorizado = await pessoa({ registro: '654321', cargoId: cargo.id, unidadeId: u1!.id });
    for (const ev of [lista, cargos, porUnidade]) expect(await inscrever(autorizado, turma(ev))).toMatchObject({ status: 'confirmada' });

    const admin = ctxDeTeste(h.db, { id: (await criarUsuario(h.db)).id, perfis: ['usuario', 'administrador'] });
    for (const ev of [servidores, lista, cargos, porUnidade]) expect(await inscrever(admin, turma(ev))).toMatchObject({ status: 'confirmada' });
  });

  it('instrutor da turma não se inscreve nela', async () => {
    const instrutor = await criarUsuario(h.db, { perfis: ['usuario', 'instrutor'] });
    const { evento } = await criarEventoDeTeste(h.db, { turmas: [{ instrutores: [instrutor.id] }] });
    const ctx = ctxDeTeste(h.db, { id: instrutor.id, perfis: ['usuario', 'instrutor'] });
    expect(await recusa(inscrever(ctx, { turmaId: evento.turmas[0]!.id }))).toEqual({
      code: 'CONFLITO', status: 409, mensagem: 'Você é instrutor desta turma e não pode se inscrever como participante.',
    });
  });

  it('já inscrito, já na espera, e outra turma do mesmo evento (salvo congresso)', async () => {
    const { evento } = await criarEventoDeTeste(h.db, {
      turmas: [{ vagas: 1, datas: [encontro(10, '08:00', '12:00')] }, { nome: 'Turma da tarde', datas: [encontro(10, '13:00', '17:00')] }],
    });
    const [t1, t2] = evento.turmas;
    const [a, b] = [await pessoa(), await pessoa()];
    await inscrever(a, { turmaId: t1!.id });
    await inscrever(b, { turmaId: t1!.id });
    expect(await recusa(inscrever(a, { turmaId: t1!.id }))).toMatchObject({ status: 409, mensagem: 'Você já está inscrito nesta turma.' });
    expect(await recusa(inscrever(b, { turmaId: t1!.id }))).toMatchObject({ status: 409, mensagem: 'Você já está na lista de espera desta turma.' });
    expect(await recusa(inscrever(a, { turmaId: t2!.id }))).toMatchObject({
      status: 409,
      mensagem: `Você já está inscrito na turma "${t1!.nome}" deste evento. Só congressos permitem mais de uma turma.`,
    });
    // quem está na espera também ocupa a vaga do evento
    expect((await recusa(inscrever(b, { turmaId: t2!.id }))).status).toBe(409);

    const congresso = await criarEventoDeTeste(h.db, {
      tipo: 'Congresso',
      turmas: [{ nome: 'Manhã', datas: [encontro(20, '08:00', '12:00')] }, { nome: 'Tarde', datas: [encontro(20, '12:00', '17:00')] }, { nome: 'Almoço', datas: [encontro(20, '11:00', '14:00')] }],
    });
    const porNome = (n: string) => congresso.evento.turmas.find((t) => t.nome === n);
    const [c1, c2, c3] = [porNome('Manhã'), porNome('Tarde'), porNome('Almoço')];
    expect(await inscrever(a, { turmaId: c1!.id })).toMatchObject({ status: 'confirmada' });
    // começa exatamente quando a outra termina: não é conflito (intervalos semiabertos)
    expect(await inscrever(a, { turmaId: c2!.id })).toMatchObject({ status: 'confirmada' });
    expect(await recusa(inscrever(a, { turmaId: c3!.id }))).toMatchObject({
      status: 409,
      mensagem: `Conflito de horário com a turma "${c1!.nome}" (${congresso.evento.titulo}), em que você já está inscrito.`,
    });
  });

  it('conflito de horário com turma de outro evento, e depois de cancelar, pode', async () => {
    const e1 = await criarEventoDeTeste(h.db, { titulo: 'Curso A', turmas: [{ datas: [encontro(5, '08:00', '12:00'), encontro(6, '08:00', '12:00')] }] });
    const e2 = await criarEventoDeTeste(h.db, { titulo: 'Curso B', turmas: [{ datas: [encontro(6, '11:30', '13:00')] }] });
    const a = await pessoa();
    const r = await inscrever(a, { turmaId: e1.evento.turmas[0]!.id });
    expect((await recusa(inscrever(a, { turmaId: e2.evento.turmas[0]!.id }))).mensagem).toContain('Conflito de horário com a turma');
    await cancelar(a, { id: r.id });
    expect(await inscrever(a, { turmaId: e2.evento.turmas[0]!.id })).toMatchObject({ status: 'confirmada' });
    // a mesma pessoa pode voltar à turma que cancelou? Não enquanto a outra choca; depois de cancelar a outra, sim.
    const minhas = await minhasInscricoes(a, { situacao: 'todas' });
    expect(minhas.map((m) => m.status).sort()).toEqual(['cancelada', 'confirmada']);
  });
});

describe('cancelar', () => {
  it('a pessoa cancela até o início; depois, não; sair da espera pode sempre', async () => {
    let agora = new Date();
    const now = () => agora;
    const { evento } = await criarEventoDeTeste(h.db, { turmas: [{ vagas: 1, datas: [encontro(2, '08:00', '12:00'), encontro(3, '08:00', '12:00')] }] });
    const turmaId = evento.turmas[0]!.id;
    const [a, b] = [await pessoa({ now }), await pessoa({ now })];
    const ra = await inscrever(a, { turmaId });
    const rb = await inscrever(b, { turmaId });
    expect((await minhasInscricoes(a, { situacao: 'ativas' }))[0]!.pode_cancelar).toBe(true);
    agora = instanteEmSaoPaulo(diaDaqui(2), '09:00'); // durante a turma
    expect((await minhasInscricoes(a, { situacao: 'ativas' }))[0]!.pode_cancelar).toBe(false);
    expect(await recusa(cancelar(a, { id: ra.id }))).toEqual({
      code: 'REGRA_NEGOCIO', status: 422, mensagem: 'A turma já começou: o cancelamento não é mais possível por aqui. Fale com a organização.',
    });
    expect(await cancelar(b, { id: rb.id })).toMatchObject({ status: 'cancelada' });
    expect(await recusa(cancelar(b, { id: rb.id }))).toMatchObject({ status: 409, mensagem: 'Esta inscrição já está cancelada.' });
  });

  it('de outra pessoa: 404 para participante; administração exige motivo, registra auditoria e avisa', async () => {
    const { evento } = await criarEventoDeTeste(h.db);
    const [a, b] = [await pessoa(), await pessoa()];
    const ra = await inscrever(a, { turmaId: evento.turmas[0]!.id });
    expect(await recusa(cancelar(b, { id: ra.id }))).toMatchObject({ status: 404, mensagem: 'Inscrição não encontrada.' });
    const admin = ctxDeTeste(h.db, { id: (await criarUsuario(h.db, { perfis: ['administrador'] })).id, perfis: ['administrador'] });
    expect(await recusa(cancelar(admin, { id: ra.id }))).toMatchObject({ status: 400, mensagem: 'Informe o motivo do cancelamento.' });
    await cancelar(admin, { id: ra.id, motivo: 'Turma reservada a residentes' });
    const [linha] = await h.db.select().from(inscricoes).where(eq(inscricoes.id, ra.id));
    expect(linha).toMatchObject({ status: 'cancelada', canceladaPor: admin.user.id, motivoCancelamento: 'Turma reservada a residentes' });
    expect(await h.db.select().from(auditoria).where(eq(auditoria.acao, 'inscricao.cancelar'))).toHaveLength(1);
    const nota = await h.db.select().from(notificacoes).where(eq(notificacoes.usuarioId, a.user.id));
    expect(nota.find((n) => n.titulo.startsWith('Inscrição cancelada'))!.mensagem).toContain('Motivo: Turma reservada a residentes');
  });

  it('em lote: conta as canceladas e as ignoradas, e a fila anda', async () => {
    const { evento } = await criarEventoDeTeste(h.db, { turmas: [{ vagas: 2 }] });
    const turmaId = evento.turmas[0]!.id;
    const ps = [await pessoa(), await pessoa(), await pessoa()];
    const rs = [];
    for (const p of ps) rs.push(await inscrever(p, { turmaId }));
    const admin = ctxDeTeste(h.db, { id: (await criarUsuario(h.db, { perfis: ['administrador'] })).id, perfis: ['administrador'] });
    const r = await cancelarEmLote(admin, { ids: [rs[0]!.id, rs[0]!.id, 999_999], motivo: 'Duplicidade' });
    expect(r).toEqual({ canceladas: 1, ignoradas: 1, mensagem: 'Inscrição cancelada. 1 já estava cancelada ou não existe.' });
    expect((await minhasInscricoes(ps[2]!, { situacao: 'ativas' }))[0]!.status).toBe('confirmada');
    expect(await recusa(cancelarEmLote(ps[1]!, { ids: [rs[1]!.id], motivo: 'x' }))).toMatchObject({ status: 403 });
  });
});
