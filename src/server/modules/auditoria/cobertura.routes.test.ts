/**
 * Cobertura da trilha de auditoria (issue 21): cada mudança administrativa feita pelas rotas deixa uma
 * linha com quem agiu, a ação, o alvo e o antes/depois do que mudou — e a lista da administração a mostra.
 */
import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { instanteEmSaoPaulo } from '#shared/rules/cronograma.ts';
import { auditoria, certificados, inscricoes } from '../../db/schema/index.ts';
import { turmaComAvaliacoes } from '../../testing/avaliacoes.ts';
import { criarAppDeTeste, fechar, limpar, type AppDeTeste } from '../../testing/app.ts';
import { criarEventoDeTeste, diaDaqui } from '../../testing/eventos.ts';
import { criarSessao, criarUsuarioComSessao } from '../../testing/factories.ts';
import { turmaComInscritos } from '../../testing/presencas.ts';

let t: AppDeTeste;
beforeAll(async () => {
  t = await criarAppDeTeste();
});
afterAll(() => fechar(t));
beforeEach(async () => {
  await limpar(t);
  t.relogio.agora = new Date();
});

const linhas = (acao: string) => t.handle.db.select().from(auditoria).where(eq(auditoria.acao, acao)).orderBy(asc(auditoria.id));

describe('trilha de auditoria: as mudanças administrativas', () => {
  it('evento: criar, editar (antes/depois só do que mudou, turma incluída), publicar, despublicar e excluir', async () => {
    const { evento, admin } = await criarEventoDeTeste(t.handle.db, { now: () => t.relogio.agora, publicar: false });
    const adm = (await criarSessao(t, admin)).headers;
    const turma = evento.turmas[0]!;
    expect(await linhas('evento.criar')).toMatchObject([{ atorId: admin.id, alvoTipo: 'evento', alvoId: String(evento.id), depois: { titulo: 'Curso de Teste', publicado: false } }]);

    const entrada = {
      titulo: evento.titulo, descricao: evento.descricao, local: 'Sala 2 da Escola', tipo: evento.tipo, unidade_id: evento.unidade_id, publico_alvo: evento.publico_alvo, restricao: null,
      turmas: [{ id: turma.id, nome: turma.nome, vagas: 40, instrutores: turma.instrutor.map((p) => p.id), palestrantes: [], assinantes: [], datas: turma.datas }],
    };
    const r = await t.app.inject({ method: 'PUT', url: `/api/eventos/${evento.id}`, headers: adm, payload: entrada });
    expect(r.statusCode).toBe(200);
    const [edicao] = await linhas('evento.editar');
    expect(edicao).toMatchObject({ atorId: admin.id, alvoId: String(evento.id) });
    expect(edicao!.antes).toEqual({ local: 'Auditório da Escola', turmas: { [turma.id]: { vagas: 30 } } });
    expect(edicao!.depois).toEqual({ local: 'Sala 2 da Escola', turmas: { [turma.id]: { vagas: 40 } } });

    expect((await t.app.inject({ method: 'POST', url: `/api/eventos/${evento.id}/publicar`, headers: adm })).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'POST', url: `/api/eventos/${evento.id}/despublicar`, headers: adm })).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'DELETE', url: `/api/eventos/${evento.id}`, headers: adm })).statusCode).toBe(204);
    expect(await linhas('evento.publicar')).toMatchObject([{ antes: { publicado: false }, depois: { publicado: true } }]);
    expect(await linhas('evento.despublicar')).toMatchObject([{ antes: { publicado: true }, depois: { publicado: false } }]);
    const [exclusao] = await linhas('evento.excluir');
    expect(exclusao).toMatchObject({ atorId: admin.id, alvoId: String(evento.id), antes: { titulo: 'Curso de Teste', local: 'Sala 2 da Escola' }, depois: null });

    // e a lista da administração mostra as ações novas
    const lista = await t.app.inject({ method: 'GET', url: '/api/admin/auditoria?acao=evento.', headers: adm });
    expect(lista.json().acoes).toEqual(expect.arrayContaining(['evento.criar', 'evento.editar', 'evento.publicar', 'evento.despublicar', 'evento.excluir']));
    expect(lista.json().itens[0]).toMatchObject({ acao: 'evento.excluir', ator: { id: admin.id } });
  });

  it('inscrição cancelada pela administração; presença marcada e corrigida pela administração; QR ao vivo da turma', async () => {
    const D1 = diaDaqui(3);
    const { turmaId, pessoas, admin } = await turmaComInscritos(t, 1, { datas: [{ data: D1, horario_inicio: '08:00', horario_fim: '12:00' }] });
    const adm = (await criarSessao(t, admin)).headers;
    const p = pessoas[0]!.usuario;

    t.relogio.agora = instanteEmSaoPaulo(diaDaqui(8), '10:00'); // fora da janela do instrutor: só a administração, com motivo
    const url = `/api/turmas/${turmaId}/presencas`;
    const marcar = (presente: boolean, motivo: string) => t.app.inject({ method: 'PUT', url, headers: adm, payload: { registros: [{ usuario_id: p.id, data: D1, presente }], motivo } });
    expect((await marcar(true, 'Lista de papel assinada')).statusCode).toBe(200);
    expect((await marcar(false, 'Assinou por engano')).statusCode).toBe(200);
    const chave = `${p.id} ${D1}`;
    expect(await linhas('presencas.marcar')).toMatchObject([
      { atorId: admin.id, alvoTipo: 'turma', alvoId: String(turmaId), antes: { [chave]: null }, depois: { [chave]: true }, detalhes: { motivo: 'Lista de papel assinada' } },
      { antes: { [chave]: true }, depois: { [chave]: false }, detalhes: { motivo: 'Assinou por engano' } },
    ]);

    const conf = await t.app.inject({ method: 'PUT', url: `/api/turmas/${turmaId}/presenca/configuracao`, headers: adm, payload: { exige_qr_ao_vivo: true } });
    expect(conf.statusCode).toBe(200);
    expect(await linhas('turma.configurar-presenca')).toMatchObject([{ alvoId: String(turmaId), antes: { exige_qr_ao_vivo: false }, depois: { exige_qr_ao_vivo: true } }]);

    const [{ id }] = (await t.handle.db.select({ id: inscricoes.id }).from(inscricoes)) as [{ id: number }];
    const c = await t.app.inject({ method: 'POST', url: '/api/admin/inscricoes/cancelar', headers: adm, payload: { ids: [id], motivo: 'Turma reorganizada pela escola' } });
    expect(c.statusCode).toBe(200);
    expect(await linhas('inscricao.cancelar')).toMatchObject([
      { atorId: admin.id, alvoTipo: 'inscricao', alvoId: String(id), antes: { status: 'confirmada' }, depois: { status: 'cancelada', motivo: 'Turma reorganizada pela escola' } },
    ]);
  });

  it('certificados: emitir pela gestão, cancelar e reemitir', async () => {
    const turma = await turmaComAvaliacoes(t.handle.db, { inicio: -10, participantes: [{ presencas: 4, avaliacao: {} }] });
    t.relogio.agora = turma.depoisDoFim;
    const adm = await criarUsuarioComSessao(t, { perfis: ['usuario', 'administrador'] });
    expect((await t.app.inject({ method: 'POST', url: `/api/certificados/gestao/turmas/${turma.turmaId}/emissao`, headers: adm.headers })).json()).toMatchObject({ emitidos: 2 });
    expect(await linhas('certificado.emitir')).toMatchObject([{ atorId: adm.usuario.id, alvoTipo: 'turma', alvoId: String(turma.turmaId), detalhes: { emitidos: 2 } }]);
    const [c] = await t.handle.db.select().from(certificados).where(eq(certificados.tipo, 'participante'));
    await t.app.inject({ method: 'POST', url: `/api/certificados/${c!.id}/cancelamento`, headers: adm.headers, payload: { motivo: 'Emitido para a turma errada.' } });
    const novo = (await t.app.inject({ method: 'POST', url: `/api/certificados/${c!.id}/reemissao`, headers: adm.headers })).json();
    expect(await linhas('certificado.cancelar')).toMatchObject([
      { atorId: adm.usuario.id, alvoTipo: 'certificado', alvoId: String(c!.id), antes: { status: 'emitido' }, depois: { status: 'cancelado', motivo: 'Emitido para a turma errada.' } },
    ]);
    expect(await linhas('certificado.reemitir')).toMatchObject([
      { alvoId: String(c!.id), antes: { status: 'cancelado', codigo: c!.codigo }, depois: { status: 'substituido', substituto: { id: novo.id } } },
    ]);
  });
});
