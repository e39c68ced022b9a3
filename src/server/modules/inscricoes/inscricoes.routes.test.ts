import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { auditoria, emails, inscricoes, notificacoes, usuarios } from '../../db/schema/index.ts';
import { criarAppDeTeste, fechar, limpar, type AppDeTeste } from '../../testing/app.ts';
import { criarUsuarioComSessao, type NovoUsuario } from '../../testing/factories.ts';
import { criarEventoDeTeste, diaDaqui, type OpcoesEvento } from '../../testing/eventos.ts';

let t: AppDeTeste;
beforeAll(async () => {
  t = await criarAppDeTeste();
});
afterAll(() => fechar(t));
beforeEach(async () => {
  await limpar(t);
  t.relogio.agora = new Date();
});

type Metodo = 'GET' | 'POST' | 'DELETE';
const chamar = (method: Metodo, url: string, headers: Record<string, string> = {}, payload?: unknown) =>
  t.app.inject({ method, url, headers, ...(payload === undefined ? {} : { payload: payload as object }) });

const entrarComoAdmin = () => criarUsuarioComSessao(t, { nome: 'Ana Administradora', perfis: ['usuario', 'administrador'] });
const pessoa = (o: NovoUsuario = {}) => criarUsuarioComSessao(t, o);
const novoEvento = (o: OpcoesEvento = {}) => criarEventoDeTeste(t.handle.db, { now: () => t.relogio.agora, ...o });
const inscrever = (turmaId: number, headers: Record<string, string>) => chamar('POST', `/api/turmas/${turmaId}/inscricoes`, headers);
/**
 * Cancela mandando `{}` como corpo: o DELETE sem corpo, que é o que o cliente web manda, tem um teste
 * próprio ("DELETE sem corpo"), para que aquele defeito não derrube os testes das outras regras.
 */
const cancelar = (id: number | string, headers: Record<string, string>, corpo: object = {}) => chamar('DELETE', `/api/inscricoes/${id}`, headers, corpo);
const statusNoBanco = async (id: number) => (await t.handle.db.select({ s: inscricoes.status }).from(inscricoes).where(eq(inscricoes.id, id)))[0]?.s;

describe('acesso', () => {
  it('todas as rotas respondem 401 sem sessão', async () => {
    // corpos válidos: o contrato é conferido antes da sessão (lib/route.ts)
    const rotas: [Metodo, string, unknown?][] = [
      ['POST', '/api/turmas/1/inscricoes'],
      ['DELETE', '/api/inscricoes/1', {}],
      ['GET', '/api/inscricoes/minhas'],
      ['GET', '/api/turmas/1/inscricoes'],
      ['GET', '/api/admin/inscricoes'],
      ['POST', '/api/admin/inscricoes/cancelar', { ids: [1], motivo: 'Teste' }],
    ];
    for (const [method, url, payload] of rotas) {
      const r = await chamar(method, url, {}, payload);
      expect(r.statusCode, `${method} ${url}`).toBe(401);
      expect(r.json().code).toBe('NAO_AUTENTICADO');
    }
  });

  it('as rotas da administração respondem 403 a usuário e instrutor, e nada muda', async () => {
    const { evento } = await novoEvento();
    const turmaId = evento.turmas[0]!.id;
    const inscrito = await pessoa();
    const { id } = (await inscrever(turmaId, inscrito.headers)).json();
    const auditoriaAntes = await t.handle.db.select().from(auditoria);
    for (const quem of [await pessoa(), await pessoa({ perfis: ['usuario', 'instrutor'] })]) {
      const rotas: [Metodo, string, unknown?][] = [
        ['GET', `/api/turmas/${turmaId}/inscricoes`],
        ['GET', '/api/admin/inscricoes'],
        ['POST', '/api/admin/inscricoes/cancelar', { ids: [id], motivo: 'Tentativa indevida' }],
      ];
      for (const [method, url, payload] of rotas) {
        const r = await chamar(method, url, quem.headers, payload);
        expect(r.statusCode, `${method} ${url}`).toBe(403);
        expect(r.json().code).toBe('SEM_PERMISSAO');
      }
    }
    expect(await statusNoBanco(id)).toBe('confirmada');
    expect(await t.handle.db.select().from(auditoria)).toEqual(auditoriaAntes);
  });
});

describe('POST /api/turmas/:turmaId/inscricoes', () => {
  it('inscreve (201) e responde 409 na segunda tentativa', async () => {
    const { evento } = await novoEvento({ turmas: [{ vagas: 2 }] });
    const turmaId = evento.turmas[0]!.id;
    const p = await pessoa();
    const r = await inscrever(turmaId, p.headers);
    expect(r.statusCode).toBe(201);
    expect(r.json()).toEqual({ id: expect.any(Number), turma_id: turmaId, status: 'confirmada', posicao_espera: null, mensagem: 'Inscrição realizada com sucesso!' });
    expect(await statusNoBanco(r.json().id)).toBe('confirmada');
    const deNovo = await inscrever(turmaId, p.headers);
    expect(deNovo.statusCode).toBe(409);
    expect(deNovo.json()).toEqual({
      erro: 'Você já está inscrito nesta turma.', message: 'Você já está inscrito nesta turma.', code: 'CONFLITO', details: { motivo: 'JA_INSCRITO' },
    });
    expect(await t.handle.db.select({ n: count() }).from(inscricoes)).toEqual([{ n: 1 }]);
  });

  it('turma lotada: entra na lista de espera com a posição', async () => {
    const { evento } = await novoEvento({ turmas: [{ vagas: 1 }] });
    const turmaId = evento.turmas[0]!.id;
    await inscrever(turmaId, (await pessoa()).headers);
    const b = await inscrever(turmaId, (await pessoa()).headers);
    expect(b.statusCode).toBe(201);
    expect(b.json()).toMatchObject({
      status: 'em_espera', posicao_espera: 1, mensagem: 'Turma lotada: você entrou na lista de espera (posição 1). Avisaremos se uma vaga abrir.',
    });
    expect((await inscrever(turmaId, (await pessoa()).headers)).json()).toMatchObject({ status: 'em_espera', posicao_espera: 2 });
  });

  it('turma de evento não publicado: 404 para o usuário; 422 para a administração', async () => {
    const { evento } = await novoEvento({ publicar: false });
    const turmaId = evento.turmas[0]!.id;
    const r = await inscrever(turmaId, (await pessoa()).headers);
    expect(r.statusCode).toBe(404);
    expect(r.json().erro).toBe('Turma não encontrada.');
    const adm = await inscrever(turmaId, (await entrarComoAdmin()).headers);
    expect(adm.statusCode).toBe(422);
    expect(adm.json()).toMatchObject({ code: 'REGRA_NEGOCIO', erro: 'As inscrições deste evento ainda não estão abertas.' });
    expect((await inscrever(999_999, (await pessoa()).headers)).statusCode).toBe(404);
    expect(await t.handle.db.select().from(inscricoes)).toEqual([]);
  });

  it('turma encerrada: 422 REGRA_NEGOCIO; instrutor da turma: 409', async () => {
    const { evento } = await novoEvento({ turmas: [{ datas: [{ data: diaDaqui(-3), horario_inicio: '08:00', horario_fim: '10:00' }] }] });
    const r = await inscrever(evento.turmas[0]!.id, (await pessoa()).headers);
    expect(r.statusCode).toBe(422);
    expect(r.json()).toMatchObject({ code: 'REGRA_NEGOCIO', erro: 'Esta turma já foi encerrada; as inscrições estão fechadas.', details: { motivo: 'TURMA_ENCERRADA' } });
    const instrutor = await pessoa({ perfis: ['usuario', 'instrutor'] });
    const { evento: ensinado } = await novoEvento({ turmas: [{ instrutores: [instrutor.usuario.id] }] });
    const propria = await inscrever(ensinado.turmas[0]!.id, instrutor.headers);
    expect(propria.statusCode).toBe(409);
    expect(propria.json().details).toEqual({ motivo: 'INSTRUTOR_DA_TURMA' });
    expect(await t.handle.db.select().from(inscricoes)).toEqual([]);
  });

  it('restrição do evento: 403 com a mensagem; com o registro na lista, inscreve', async () => {
    const { evento } = await novoEvento({ restricao: { modo: 'lista_registros', registros: ['123456'] } });
    const turmaId = evento.turmas[0]!.id;
    const fora = await pessoa();
    await t.handle.db.update(usuarios).set({ registro: '654321' }).where(eq(usuarios.id, fora.usuario.id));
    const r = await inscrever(turmaId, fora.headers);
    expect(r.statusCode).toBe(403);
    expect(r.json()).toMatchObject({ code: 'SEM_PERMISSAO', erro: 'Inscrição disponível apenas para os servidores autorizados na lista deste evento.', details: { motivo: 'RESTRICAO' } });
    const dentro = await pessoa();
    await t.handle.db.update(usuarios).set({ registro: '123456' }).where(eq(usuarios.id, dentro.usuario.id));
    expect((await inscrever(turmaId, dentro.headers)).statusCode).toBe(201);
  });

  it('ids fora do formato: 400 "ID da turma inválido." e "Inscrição inválida."', async () => {
    const p = await pessoa();
    for (const id of ['0x3', '3e0', '03', '-1']) {
      const ruim = await chamar('POST', `/api/turmas/${id}/inscricoes`, p.headers);
      expect(ruim.statusCode, id).toBe(400);
      expect(ruim.json().details.campos, id).toEqual([{ campo: 'turmaId', mensagem: 'ID da turma inválido.' }]);
      const cancelamento = await cancelar(id, p.headers);
      expect(cancelamento.statusCode, id).toBe(400);
      expect(cancelamento.json().details.campos, id).toEqual([{ campo: 'id', mensagem: 'Inscrição inválida.' }]);
    }
  });
});

describe('avisos da inscrição', () => {
  it('a fila põe exatamente um e-mail na caixa de saída e há uma notificação; rodar de novo não repete', async () => {
    const { evento } = await novoEvento({ titulo: 'Curso de Acolhimento' });
    const p = await pessoa({ nome: 'Beatriz Inscrita' });
    expect((await inscrever(evento.turmas[0]!.id, p.headers)).statusCode).toBe(201);
    const notas = await t.handle.db.select().from(notificacoes);
    expect(notas).toHaveLength(1);
    expect(notas[0]).toMatchObject({ usuarioId: p.usuario.id, tipo: 'inscricao', titulo: 'Inscrição confirmada: Curso de Acolhimento', link: '/minhas-inscricoes' });
    expect(await t.handle.db.select().from(emails)).toEqual([]);
    await t.app.deps.jobs.processarPendentes();
    const caixa = await t.handle.db.select().from(emails);
    expect(caixa).toHaveLength(1);
    expect(caixa[0]).toMatchObject({ para: p.usuario.email, assunto: 'Inscrição confirmada – Escola da Saúde' });
    expect(caixa[0]!.texto).toContain('Olá, Beatriz Inscrita.');
    expect(caixa[0]!.texto).toContain('Evento: Curso de Acolhimento');
    await t.app.deps.jobs.processarPendentes();
    expect(await t.handle.db.select({ n: count() }).from(emails)).toEqual([{ n: 1 }]);
    expect(await t.handle.db.select({ n: count() }).from(notificacoes)).toEqual([{ n: 1 }]);
  });
});

describe('DELETE /api/inscricoes/:id', () => {
  it('a pessoa cancela a própria (200); de novo, 409; a de outra pessoa, 404 sem mudar nada', async () => {
    const { evento } = await novoEvento();
    const turmaId = evento.turmas[0]!.id;
    const a = await pessoa();
    const b = await pessoa();
    const ia = (await inscrever(turmaId, a.headers)).json().id;
    const ib = (await inscrever(turmaId, b.headers)).json().id;
    const alheia = await cancelar(ib, a.headers);
    expect(alheia.statusCode).toBe(404);
    expect(alheia.json()).toEqual({ erro: 'Inscrição não encontrada.', message: 'Inscrição não encontrada.', code: 'NAO_ENCONTRADO' });
    expect(await statusNoBanco(ib)).toBe('confirmada');
    const r = await cancelar(ia, a.headers);
    expect(r.statusCode).toBe(200);
    expect(r.json()).toEqual({ id: ia, turma_id: turmaId, status: 'cancelada', posicao_espera: null, mensagem: 'Inscrição cancelada com sucesso.' });
    expect(await statusNoBanco(ia)).toBe('cancelada');
    const deNovo = await cancelar(ia, a.headers);
    expect(deNovo.statusCode).toBe(409);
    expect(deNovo.json().erro).toBe('Esta inscrição já está cancelada.');
    expect(await t.handle.db.select().from(auditoria).where(eq(auditoria.alvoTipo, 'inscricao'))).toEqual([]);
  });

  it('DELETE sem corpo (o corpo é opcional no contrato) cancela a própria inscrição', async () => {
    const { evento } = await novoEvento();
    const p = await pessoa();
    const { id } = (await inscrever(evento.turmas[0]!.id, p.headers)).json();
    const semCorpo = await chamar('DELETE', `/api/inscricoes/${id}`, p.headers);
    expect(semCorpo.json()).toMatchObject({ id, status: 'cancelada' });
    expect(semCorpo.statusCode).toBe(200);
    expect(await statusNoBanco(id)).toBe('cancelada');
  });

  it('depois do início da turma a pessoa não cancela mais (422)', async () => {
    const { evento } = await novoEvento();
    const p = await pessoa();
    const { id } = (await inscrever(evento.turmas[0]!.id, p.headers)).json();
    t.relogio.avancar(11 * 86_400_000);
    const r = await cancelar(id, p.headers);
    expect(r.statusCode).toBe(422);
    expect(r.json().erro).toBe('A turma já começou: o cancelamento não é mais possível por aqui. Fale com a organização.');
    expect(await statusNoBanco(id)).toBe('confirmada');
  });

  it('a administração cancela a de outra pessoa só com motivo (400 sem ele), audita e avisa a pessoa', async () => {
    const admin = await entrarComoAdmin();
    const { evento } = await novoEvento({ titulo: 'Oficina de Curativos' });
    const p = await pessoa();
    const { id } = (await inscrever(evento.turmas[0]!.id, p.headers)).json();
    const sem = await cancelar(id, admin.headers);
    expect(sem.statusCode).toBe(400);
    expect(sem.json()).toMatchObject({ code: 'DADOS_INVALIDOS', details: { campos: [{ campo: 'motivo', mensagem: 'Informe o motivo do cancelamento.' }] } });
    const vazio = await cancelar(id, admin.headers, { motivo: '   ' });
    expect(vazio.statusCode).toBe(400);
    expect(await statusNoBanco(id)).toBe('confirmada');

    const r = await cancelar(id, admin.headers, { motivo: 'Pedido da chefia' });
    expect(r.statusCode).toBe(200);
    expect(r.json().status).toBe('cancelada');
    const [linha] = await t.handle.db.select().from(inscricoes).where(eq(inscricoes.id, id));
    expect(linha).toMatchObject({ status: 'cancelada', canceladaPor: admin.usuario.id, motivoCancelamento: 'Pedido da chefia' });
    const [a, ...outras] = await t.handle.db.select().from(auditoria).where(eq(auditoria.alvoTipo, 'inscricao'));
    expect(outras).toEqual([]);
    expect(a).toMatchObject({ atorId: admin.usuario.id, acao: 'inscricao.cancelar', alvoTipo: 'inscricao', alvoId: String(id) });
    expect(a!.detalhes).toMatchObject({ motivo: 'Pedido da chefia', usuarioId: p.usuario.id });
    const [aviso] = await t.handle.db.select().from(notificacoes).where(and(eq(notificacoes.usuarioId, p.usuario.id), eq(notificacoes.titulo, 'Inscrição cancelada: Oficina de Curativos')));
    expect(aviso!.mensagem).toContain('Motivo: Pedido da chefia');
  });

  it('cancelar uma vaga confirmada chama o primeiro da lista de espera', async () => {
    const { evento } = await novoEvento({ turmas: [{ vagas: 1 }] });
    const turmaId = evento.turmas[0]!.id;
    const a = await pessoa();
    const b = await pessoa();
    const ia = (await inscrever(turmaId, a.headers)).json().id;
    const ib = (await inscrever(turmaId, b.headers)).json().id;
    expect(await statusNoBanco(ib)).toBe('em_espera');
    await cancelar(ia, a.headers);
    expect(await statusNoBanco(ib)).toBe('confirmada');
    const [minha] = (await chamar('GET', '/api/inscricoes/minhas', b.headers)).json();
    expect(minha).toMatchObject({ id: ib, status: 'confirmada', posicao_espera: null });
    const avisos = await t.handle.db.select({ titulo: notificacoes.titulo }).from(notificacoes).where(eq(notificacoes.usuarioId, b.usuario.id));
    expect(avisos.map((a) => a.titulo)).toEqual(['Lista de espera: Curso de Teste', 'Vaga confirmada: Curso de Teste']);
    await t.app.deps.jobs.processarPendentes();
    const paraB = await t.handle.db.select({ assunto: emails.assunto }).from(emails).where(eq(emails.para, b.usuario.email));
    expect(paraB.map((e) => e.assunto).sort()).toEqual(['Lista de espera – Escola da Saúde', 'Sua vaga foi confirmada – Escola da Saúde']);
  });
});

describe('GET /api/inscricoes/minhas', () => {
  it('traz as inscrições ativas da pessoa com evento, turma e se pode cancelar; "todas" inclui as canceladas', async () => {
    const instrutor = await pessoa({ nome: 'Iara Instrutora', perfis: ['usuario', 'instrutor'] });
    const { evento } = await novoEvento({
      titulo: 'Curso de Primeiros Socorros',
      turmas: [{ nome: 'Turma Única', instrutores: [instrutor.usuario.id], datas: [{ data: diaDaqui(5), horario_inicio: '08:00', horario_fim: '14:00' }] }],
    });
    const { evento: outro } = await novoEvento({ titulo: 'Palestra Cancelada', tipo: 'Palestra', turmas: [{ datas: [{ data: diaDaqui(30), horario_inicio: '19:00', horario_fim: '21:00' }] }] });
    const p = await pessoa();
    const outraPessoa = await pessoa();
    await inscrever(evento.turmas[0]!.id, outraPessoa.headers);
    const { id } = (await inscrever(evento.turmas[0]!.id, p.headers)).json();
    const cancelada = (await inscrever(outro.turmas[0]!.id, p.headers)).json().id;
    await cancelar(cancelada, p.headers);

    const r = await chamar('GET', '/api/inscricoes/minhas', p.headers);
    expect(r.statusCode).toBe(200);
    expect(r.json()).toEqual([
      {
        id,
        status: 'confirmada',
        posicao_espera: null,
        criada_em: expect.any(String),
        cancelada_em: null,
        motivo_cancelamento: null,
        evento: { id: evento.id, titulo: 'Curso de Primeiros Socorros', tipo: 'Curso', local: 'Auditório da Escola' },
        turma: {
          id: evento.turmas[0]!.id,
          nome: 'Turma Única',
          status: 'programado',
          data_inicio: diaDaqui(5),
          data_fim: diaDaqui(5),
          carga_horaria: 5,
          horario: { horario_inicio: '08:00', horario_fim: '14:00' },
          datas: [{ data: diaDaqui(5), horario_inicio: '08:00', horario_fim: '14:00' }],
          instrutor: [{ id: instrutor.usuario.id, nome: 'Iara Instrutora' }],
        },
        pode_cancelar: true,
      },
    ]);
    const todas = (await chamar('GET', '/api/inscricoes/minhas?situacao=todas', p.headers)).json();
    expect(todas.map((i: { id: number; status: string }) => [i.id, i.status])).toEqual([
      [id, 'confirmada'],
      [cancelada, 'cancelada'],
    ]);
    expect(todas[1].cancelada_em).not.toBeNull();
    expect((await chamar('GET', '/api/inscricoes/minhas?situacao=canceladas', p.headers)).statusCode).toBe(400);
  });
});

describe('busca de inscrições pela administração', () => {
  async function cenario() {
    const admin = await entrarComoAdmin();
    const { evento } = await novoEvento({ titulo: 'Curso A' });
    const { evento: outro } = await novoEvento({ titulo: 'Curso B', turmas: [{ datas: [{ data: diaDaqui(15), horario_inicio: '08:00', horario_fim: '12:00' }] }] });
    const jose = await pessoa({ nome: 'José Conceição', cpf: '52998224725' });
    const maria = await pessoa({ nome: 'Maria Silva' });
    const ij = (await inscrever(evento.turmas[0]!.id, jose.headers)).json().id;
    const im = (await inscrever(evento.turmas[0]!.id, maria.headers)).json().id;
    const im2 = (await inscrever(outro.turmas[0]!.id, maria.headers)).json().id;
    return { admin, evento, outro, jose, maria, ij, im, im2 };
  }

  it('GET /api/admin/inscricoes devolve array com X-Total-Count, CPF mascarado e busca por CPF e nome sem acento', async () => {
    const { admin, evento, ij, im, im2 } = await cenario();
    const todas = await chamar('GET', '/api/admin/inscricoes', admin.headers);
    expect(todas.statusCode).toBe(200);
    expect(todas.headers['x-total-count']).toBe('3');
    expect(todas.json().map((i: { id: number }) => i.id).sort()).toEqual([ij, im, im2].sort());
    const porCpf = await chamar('GET', '/api/admin/inscricoes?busca=52998224725', admin.headers);
    expect(porCpf.headers['x-total-count']).toBe('1');
    expect(porCpf.json()).toEqual([
      expect.objectContaining({
        id: ij,
        status: 'confirmada',
        usuario: expect.objectContaining({ nome: 'José Conceição', cpf_mascarado: '***.982.247-**' }),
        evento: { id: evento.id, titulo: 'Curso A' },
        turma: expect.objectContaining({ id: evento.turmas[0]!.id, status: 'programado' }),
      }),
    ]);
    expect(porCpf.body).not.toContain('52998224725');
    const mascarado = await chamar('GET', `/api/admin/inscricoes?busca=${encodeURIComponent('529.982.247-25')}`, admin.headers);
    expect(mascarado.json().map((i: { id: number }) => i.id)).toEqual([ij]);
    const porNome = await chamar('GET', '/api/admin/inscricoes?busca=jose%20conceicao', admin.headers);
    expect(porNome.json().map((i: { id: number }) => i.id)).toEqual([ij]);
    const porEvento = await chamar('GET', `/api/admin/inscricoes?evento_id=${evento.id}&por_pagina=1`, admin.headers);
    expect(porEvento.headers['x-total-count']).toBe('2');
    expect(porEvento.json()).toHaveLength(1);
    const ruim = await chamar('GET', '/api/admin/inscricoes?evento_id=0x1', admin.headers);
    expect(ruim.statusCode).toBe(400);
    expect(ruim.json().details.campos).toEqual([{ campo: 'evento_id', mensagem: 'Evento inválido.' }]);
  });

  it('GET /api/turmas/:turmaId/inscricoes lista os inscritos da turma', async () => {
    const { admin, evento, ij, im } = await cenario();
    const r = await chamar('GET', `/api/turmas/${evento.turmas[0]!.id}/inscricoes`, admin.headers);
    expect(r.statusCode).toBe(200);
    expect(r.json().map((i: { id: number; usuario: { nome: string } }) => [i.id, i.usuario.nome])).toEqual([
      [ij, 'José Conceição'],
      [im, 'Maria Silva'],
    ]);
  });

  it('cancelamento em lote: cancela, ignora as inexistentes e já canceladas, audita e chama a espera', async () => {
    const admin = await entrarComoAdmin();
    const { evento } = await novoEvento({ turmas: [{ vagas: 2 }] });
    const turmaId = evento.turmas[0]!.id;
    const ids = [];
    for (let i = 0; i < 3; i++) ids.push((await inscrever(turmaId, (await pessoa()).headers)).json().id as number);
    expect(await statusNoBanco(ids[2]!)).toBe('em_espera');

    const r = await chamar('POST', '/api/admin/inscricoes/cancelar', admin.headers, { ids: [ids[0], ids[1], ids[0], 999_999], motivo: 'Turma remanejada' });
    expect(r.statusCode).toBe(200);
    expect(r.json()).toMatchObject({ canceladas: 2, ignoradas: 1 });
    expect(r.json().mensagem).toMatch(/^2 inscrições canceladas\. 1 /);
    expect(await statusNoBanco(ids[0]!)).toBe('cancelada');
    expect(await statusNoBanco(ids[1]!)).toBe('cancelada');
    expect(await statusNoBanco(ids[2]!)).toBe('confirmada');
    const auditadas = await t.handle.db.select({ alvo: auditoria.alvoId }).from(auditoria).where(eq(auditoria.acao, 'inscricao.cancelar'));
    expect(auditadas.map((a) => a.alvo).sort()).toEqual([String(ids[0]), String(ids[1])].sort());

    const semMotivo = await chamar('POST', '/api/admin/inscricoes/cancelar', admin.headers, { ids: [ids[2]] });
    expect(semMotivo.statusCode).toBe(400);
    expect(semMotivo.json().details.campos).toContainEqual({ campo: 'motivo', mensagem: 'Informe o motivo.' });
    const vazio = await chamar('POST', '/api/admin/inscricoes/cancelar', admin.headers, { ids: [], motivo: 'x' });
    expect(vazio.json().details.campos).toEqual([{ campo: 'ids', mensagem: 'Selecione pelo menos um participante.' }]);
    expect(await statusNoBanco(ids[2]!)).toBe('confirmada');
  });
});
