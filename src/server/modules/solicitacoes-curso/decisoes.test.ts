import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ListarSolicitacoesQuerySchema } from '#shared/contracts/solicitacoes-curso.ts';
import { MENSAGENS_SOLICITACAO as M } from '#shared/rules/solicitacoes-curso.ts';
import type { DbHandle } from '../../db/client.ts';
import { auditoria, datasTurma, eventos, notificacoes, solicitacoesCurso, turmas, unidades, usuarios } from '../../db/schema/index.ts';
import { TAREFA_EMAIL } from '../../lib/mailer.ts';
import { criarBancoDeTeste, limparBanco } from '../../testing/db.ts';
import { criarUsuario, ctxDeTeste } from '../../testing/factories.ts';
import { criarEventoDeTeste } from '../../testing/eventos.ts';
import { recusaDe } from '../../testing/recusa.ts';
import { obterEvento } from '../eventos/eventos.service.ts';
import { corpoDeTeste, pessoasDeTeste, solicitacaoEm, type PessoasDeTeste } from './dados-de-teste.ts';
import { analisarSolicitacao, converterSolicitacao, decidirSolicitacao, MENSAGEM_CONVERTIDA, MENSAGEM_SEM_UNIDADE } from './decisoes.ts';
import { criarSolicitacao, listarSolicitacoes, obterSolicitacao } from './solicitacoes-curso.service.ts';
import { tarefasNaFila } from '../../testing/tarefas.ts';

let h: DbHandle;
let consultas = 0;
beforeAll(async () => {
  h = await criarBancoDeTeste({ aoConsultar: () => consultas++ });
});
afterAll(() => h.close());

const relogio = { agora: new Date('2030-01-15T12:00:00Z') };
let p: PessoasDeTeste;
beforeEach(async () => {
  await limparBanco(h);
  relogio.agora = new Date('2030-01-15T12:00:00Z');
  p = await pessoasDeTeste(h.db, () => relogio.agora);
});

const notificacoesDe = (usuarioId: number) => h.db.select().from(notificacoes).where(eq(notificacoes.usuarioId, usuarioId)).orderBy(notificacoes.id);
const emails = () => tarefasNaFila(h.db, { tipo: TAREFA_EMAIL });
const emailDoAutor = async () => (await h.db.select({ email: usuarios.email }).from(usuarios).where(eq(usuarios.id, p.autor.user.id)))[0]!.email;

describe('análise e decisão avisam o autor', () => {
  it('análise: notificação no app, sem e-mail', async () => {
    const s = await solicitacaoEm(p, 'enviada');
    expect(await analisarSolicitacao(p.admin, { id: s.id })).toMatchObject({ status: 'em_analise', decidida_em: null });
    expect(await notificacoesDe(p.autor.user.id)).toMatchObject([
      { tipo: 'solicitacao', titulo: 'Sua solicitação de curso está em análise', link: '/solicitar-curso', lida: false },
    ]);
    expect(await emails()).toHaveLength(0);
    const [linha] = await h.db.select().from(solicitacoesCurso).where(eq(solicitacoesCurso.id, s.id));
    expect(linha!.analisadoPor).toBe(p.admin.user.id);
    expect((await h.db.select().from(auditoria)).map((l) => [l.acao, l.alvoId, l.atorId, l.antes, l.depois])).toEqual([
      ['solicitacao.analisar', String(s.id), p.admin.user.id, { status: 'enviada' }, { status: 'em_analise' }],
    ]);
  });

  it('aprovação: notificação e e-mail na fila, com chave da solicitação; motivo nulo; data da decisão', async () => {
    const s = await solicitacaoEm(p, 'em_analise');
    relogio.agora = new Date('2030-01-16T09:00:00Z');
    const decidida = await decidirSolicitacao(p.admin, { id: s.id }, { decisao: 'aprovar', motivo: 'ignorado na aprovação' });
    expect(decidida).toMatchObject({ status: 'aprovada', motivo: null, decidida_em: '2030-01-16T09:00:00.000Z', pode_retirar: false });
    const avisos = await notificacoesDe(p.autor.user.id);
    expect(avisos.map((n) => n.titulo)).toEqual(['Sua solicitação de curso está em análise', 'Solicitação de curso aprovada']);
    expect(avisos[1]!.mensagem).toContain('"Curso de Manejo Clínico da Dengue" foi aprovada');
    const [email] = await emails();
    expect(email).toMatchObject({ chave: `email:solicitacao-decisao:${s.id}`, situacao: 'pendente' });
    expect(email!.dados).toMatchObject({ para: await emailDoAutor(), assunto: 'Solicitação de curso aprovada – Escola da Saúde' });
    expect((email!.dados as { texto: string }).texto).toContain('Acompanhe suas solicitações em: http://escola.teste/solicitar-curso');
  });

  it('sem APP_URL, o link do e-mail usa o endereço local (como os e-mails das salas), nunca um caminho relativo', async () => {
    const s = await solicitacaoEm(p, 'enviada');
    const semEndereco = { ...p.admin, config: { ...p.admin.config, appUrl: undefined } };
    await decidirSolicitacao(semEndereco, { id: s.id }, { decisao: 'aprovar' });
    const [email] = await emails();
    expect((email!.dados as { texto: string }).texto).toContain(`Acompanhe suas solicitações em: http://localhost:${p.admin.config.port}/solicitar-curso`);
  });

  it('rejeição: guarda o motivo, que vai na notificação e no e-mail; a fila entrega na caixa de saída', async () => {
    const s = await solicitacaoEm(p, 'enviada');
    const decidida = await decidirSolicitacao(p.admin, { id: s.id }, { decisao: 'rejeitar', motivo: 'Já há turma prevista no semestre.' });
    expect(decidida).toMatchObject({ status: 'rejeitada', motivo: 'Já há turma prevista no semestre.' });
    const [aviso] = await notificacoesDe(p.autor.user.id);
    expect(aviso).toMatchObject({ tipo: 'solicitacao', titulo: 'Solicitação de curso não aprovada' });
    expect(aviso!.mensagem).toContain('Motivo: Já há turma prevista no semestre.');
    const [email] = await emails();
    expect((email!.dados as { texto: string }).texto).toContain('Motivo: Já há turma prevista no semestre.');
    await p.admin.jobs.processarPendentes();
    expect((await emails())[0]).toMatchObject({ situacao: 'concluida' });
    expect((await h.db.select().from(auditoria)).map((l) => [l.acao, l.depois])).toEqual([
      ['solicitacao.rejeitar', { status: 'rejeitada', motivo: 'Já há turma prevista no semestre.' }],
    ]);
  });

  it('a chave impede o segundo e-mail da mesma decisão; a recusa não cria aviso nem e-mail', async () => {
    const s = await solicitacaoEm(p, 'aprovada');
    expect(await recusaDe(decidirSolicitacao(p.admin, { id: s.id }, { decisao: 'rejeitar', motivo: 'x' }))).toMatchObject({ code: 'CONFLITO', mensagem: M.naoDecide });
    expect(await emails()).toHaveLength(1);
    expect(await notificacoesDe(p.autor.user.id)).toHaveLength(1);
    // o mesmo e-mail enfileirado de novo (uma nova tentativa) não vira outra tarefa
    const [email] = await emails();
    expect(await p.admin.jobs.enfileirar(h.db, { tipo: TAREFA_EMAIL, dados: email!.dados, chave: email!.chave! })).toBe(false);
    expect(await emails()).toHaveLength(1);
  });

  it('duas decisões ao mesmo tempo: uma passa, a outra recebe naoDecide; um aviso e um e-mail', async () => {
    const s = await solicitacaoEm(p, 'enviada');
    const resultados = await Promise.allSettled([
      decidirSolicitacao(p.admin, { id: s.id }, { decisao: 'aprovar' }),
      decidirSolicitacao(p.admin, { id: s.id }, { decisao: 'rejeitar', motivo: 'Não.' }),
    ]);
    expect(resultados.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    expect(((resultados.find((r) => r.status === 'rejected') as PromiseRejectedResult).reason as Error).message).toBe(M.naoDecide);
    expect(await notificacoesDe(p.autor.user.id)).toHaveLength(1);
    expect(await emails()).toHaveLength(1);
  });
});

describe('conversão em evento', () => {
  it('cria um evento rascunho com uma turma (datas, palestrantes, instrutor = quem converte), liga os dois lados e avisa', async () => {
    const palestrante = await criarUsuario(h.db, { nome: 'Paula Palestrante' });
    // palestrante com conta: a solicitação é de uma administradora (só a administração indica por conta)
    const coordenadora = await criarUsuario(h.db, { nome: 'Cora Coordenadora', perfis: ['usuario', 'administrador'] });
    const autora = ctxDeTeste(h.db, { id: coordenadora.id, perfis: ['usuario', 'administrador'] }, { now: () => relogio.agora });
    const s = await solicitacaoEm({ ...p, autor: autora }, 'aprovada', {
      titulo: 'Curso de Feridas Crônicas',
      descricao: 'Avaliação e curativos.',
      publico_alvo: 'Enfermagem',
      local: '',
      tipo: 'Oficina',
      restrito: true,
      restricao_descricao: 'Só profissionais das policlínicas',
      datas: [
        { data: '2030-04-02', horario_inicio: '13:00', horario_fim: '17:00' },
        { data: '2030-04-01', horario_inicio: '08:00', horario_fim: '12:00' },
      ],
      palestrantes: [{ usuario_id: palestrante.id }, { nome: 'Dra. Externa' }],
    });
    relogio.agora = new Date('2030-01-20T10:00:00Z');
    const r = await converterSolicitacao(p.admin, { id: s.id }, { vagas: 30, instrutores: [] });
    expect(r).toMatchObject({ evento_id: expect.any(Number), mensagem: MENSAGEM_CONVERTIDA });
    const trilha = (await h.db.select().from(auditoria).orderBy(auditoria.id)).map((l) => [l.acao, l.alvoId, l.depois]);
    expect(trilha).toContainEqual(['solicitacao.converter', String(s.id), { status: 'convertida', evento_id: r.evento_id }]);
    expect(trilha.map((l) => l.slice(0, 2))).toContainEqual(['evento.criar', String(r.evento_id)]);
    expect(r.solicitacao).toMatchObject({
      status: 'convertida',
      evento_id: r.evento_id,
      evento_publicado: false,
      atualizado_em: '2030-01-20T10:00:00.000Z',
      pode_retirar: false,
    });

    const evento = await obterEvento(p.admin, { id: r.evento_id });
    expect(evento).toMatchObject({
      titulo: 'Curso de Feridas Crônicas',
      descricao: 'Avaliação e curativos.\n\nRestrição proposta: Só profissionais das policlínicas',
      local: 'A definir',
      tipo: 'Oficina',
      unidade_id: p.unidadeId,
      publico_alvo: 'Enfermagem',
      publicado: false,
      restrito: false,
      restricao: null,
      turmas_qtd: 1,
      solicitacao_origem: { id: s.id, titulo: 'Curso de Feridas Crônicas' },
    });
    const [turma] = evento.turmas;
    expect(turma).toMatchObject({
      nome: 'Turma 1',
      vagas: 30,
      instrutor: [{ id: p.admin.user.id, nome: 'Ana Administradora' }],
      palestrantes: [{ usuario_id: palestrante.id, nome: 'Paula Palestrante' }, { usuario_id: null, nome: 'Dra. Externa' }],
      datas: [
        { data: '2030-04-01', horario_inicio: '08:00', horario_fim: '12:00' },
        { data: '2030-04-02', horario_inicio: '13:00', horario_fim: '17:00' },
      ],
    });
    const [avisoDaConversao] = (await notificacoesDe(autora.user.id)).slice(-1);
    expect(avisoDaConversao).toMatchObject({ tipo: 'solicitacao', titulo: 'Sua solicitação virou evento' });
    // converter de novo: recusado, nenhum evento a mais
    expect(await recusaDe(converterSolicitacao(p.admin, { id: s.id }, { vagas: 30, instrutores: [] }))).toMatchObject({ code: 'CONFLITO', status: 409, mensagem: M.naoConverte });
    expect(await h.db.select().from(eventos)).toHaveLength(1);
  });

  it('evento_publicado acompanha o evento: nulo sem evento, falso no rascunho, verdadeiro publicado (na lista e numa só)', async () => {
    const semEvento = await solicitacaoEm(p, 'aprovada', { titulo: 'Sem evento' });
    const rascunho = await solicitacaoEm(p, 'convertida', { titulo: 'Evento rascunho' });
    const publicada = await solicitacaoEm(p, 'convertida', { titulo: 'Evento publicado' });
    await h.db.update(eventos).set({ publicado: true }).where(eq(eventos.id, publicada.evento_id!));
    const esperado = new Map([
      [semEvento.id, null],
      [rascunho.id, false],
      [publicada.id, true],
    ]);
    for (const ctx of [p.autor, p.admin]) {
      consultas = 0;
      const lista = await listarSolicitacoes(ctx, ListarSolicitacoesQuerySchema.parse({}));
      // a situação do evento vem na mesma consulta da lista: a lista, as datas e os palestrantes
      expect(consultas).toBe(3);
      expect(new Map(lista.map((s) => [s.id, s.evento_publicado]))).toEqual(esperado);
      for (const [id, publicado] of esperado) expect((await obterSolicitacao(ctx, { id })).evento_publicado).toBe(publicado);
    }
  });

  it('vagas e instrutores do corpo; a origem só para a administração, nula num evento sem origem', async () => {
    const instrutor = await criarUsuario(h.db, { nome: 'Igor Instrutor', perfis: ['usuario', 'instrutor'] });
    const s = await solicitacaoEm(p, 'aprovada', { local: 'Sala 4' });
    const r = await converterSolicitacao(p.admin, { id: s.id }, { vagas: 12, instrutores: [instrutor.id] });
    const evento = await obterEvento(p.admin, { id: r.evento_id });
    expect(evento.local).toBe('Sala 4');
    expect(evento.turmas[0]).toMatchObject({ vagas: 12, instrutor: [{ id: instrutor.id }] });
    const { evento: avulso } = await criarEventoDeTeste(h.db, { admin: { id: p.admin.user.id } });
    expect((await obterEvento(p.admin, { id: avulso.id })).solicitacao_origem).toBeNull();
    // publicado, o evento convertido é visto por todos, mas a origem só pela administração
    await h.db.update(eventos).set({ publicado: true }).where(eq(eventos.id, r.evento_id));
    expect((await obterEvento(p.outro, { id: r.evento_id })).solicitacao_origem).toBeNull();
    expect((await obterEvento(p.admin, { id: r.evento_id })).solicitacao_origem).toEqual({ id: s.id, titulo: s.titulo });
  });

  it('se o evento não pode ser criado (instrutor inexistente ou sem perfil), nada muda', async () => {
    const semPerfil = await criarUsuario(h.db);
    const s = await solicitacaoEm(p, 'aprovada');
    const avisosAntes = (await notificacoesDe(p.autor.user.id)).length;
    for (const instrutores of [[999_999], [semPerfil.id]]) {
      expect(await recusaDe(converterSolicitacao(p.admin, { id: s.id }, { vagas: 30, instrutores }))).toMatchObject({ code: 'DADOS_INVALIDOS', status: 400 });
    }
    expect(await obterSolicitacao(p.autor, { id: s.id })).toMatchObject({ status: 'aprovada', evento_id: null });
    expect(await h.db.select().from(eventos)).toHaveLength(0);
    expect(await h.db.select().from(turmas)).toHaveLength(0);
    expect(await h.db.select().from(datasTurma)).toHaveLength(0);
    expect(await notificacoesDe(p.autor.user.id)).toHaveLength(avisosAntes);
    // e depois converte normalmente
    expect((await converterSolicitacao(p.admin, { id: s.id }, { vagas: 30, instrutores: [] })).solicitacao.status).toBe('convertida');
  });

  it('sem unidade: 400 pedindo a unidade, nada muda; com a unidade no corpo, converte', async () => {
    const s = await criarSolicitacao(p.autor, corpoDeTeste({ enviar: true }));
    await decidirSolicitacao(p.admin, { id: s.id }, { decisao: 'aprovar' });
    expect(await recusaDe(converterSolicitacao(p.admin, { id: s.id }, { vagas: 30, instrutores: [] }))).toMatchObject({
      code: 'DADOS_INVALIDOS',
      status: 400,
      mensagem: MENSAGEM_SEM_UNIDADE,
      details: { campos: [{ campo: 'unidade_id', mensagem: MENSAGEM_SEM_UNIDADE }] },
    });
    expect((await obterSolicitacao(p.autor, { id: s.id })).status).toBe('aprovada');
    const [unidade] = await h.db.select().from(unidades).limit(1);
    const r = await converterSolicitacao(p.admin, { id: s.id }, { vagas: 30, instrutores: [], unidade_id: unidade!.id });
    const [evento] = await h.db.select().from(eventos).where(eq(eventos.id, r.evento_id));
    expect(evento!.unidadeId).toBe(unidade!.id);
  });

  it('duas conversões ao mesmo tempo: um evento só', async () => {
    const s = await solicitacaoEm(p, 'aprovada');
    const rs = await Promise.allSettled([1, 2].map(() => converterSolicitacao(p.admin, { id: s.id }, { vagas: 30, instrutores: [] })));
    expect(rs.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    expect(await h.db.select().from(eventos)).toHaveLength(1);
  });

  it('textos longos cabem no evento: público-alvo e descrição cortados com reticências', async () => {
    const s = await solicitacaoEm(p, 'aprovada', { publico_alvo: 'p'.repeat(500), descricao: 'd'.repeat(5000), restrito: true, restricao_descricao: 'r'.repeat(500) });
    const r = await converterSolicitacao(p.admin, { id: s.id }, { vagas: 30, instrutores: [] });
    const evento = await obterEvento(p.admin, { id: r.evento_id });
    expect(evento.publico_alvo).toHaveLength(300);
    expect(evento.publico_alvo.endsWith('…')).toBe(true);
    expect(evento.descricao.length).toBeLessThanOrEqual(5000);
    expect(evento.descricao.endsWith(`Restrição proposta: ${'r'.repeat(500)}`)).toBe(true);
  });
});
