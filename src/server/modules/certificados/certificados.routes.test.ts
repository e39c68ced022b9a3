import { eq } from 'drizzle-orm';
import { simpleParser } from 'mailparser';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { certificadoLoteItens, certificadoLotes, certificados, emails } from '../../db/schema/index.ts';
import { turmaComAvaliacoes } from '../../testing/avaliacoes.ts';
import { criarAppDeTeste, fechar, limpar, type AppDeTeste } from '../../testing/app.ts';
import { criarSessao, criarUsuarioComSessao } from '../../testing/factories.ts';
import { qrDoPdf, textoDoPdf } from '../../testing/pdf.ts';
import { iniciarReceptorSmtp } from '../../testing/smtp.ts';
import { JANELA_DO_MESMO_LOTE_MS } from './envios-em-lote.ts';

let t: AppDeTeste;
beforeAll(async () => {
  t = await criarAppDeTeste({ env: { APP_URL: 'https://escola.teste' } });
});
afterAll(() => fechar(t));
beforeEach(() => limpar(t));

/** Turma encerrada com uma participante que completou a cadeia, os certificados emitidos pela rota da gestão. */
async function cenario(app: AppDeTeste) {
  const turma = await turmaComAvaliacoes(app.handle.db, { inicio: -10, titulo: 'Vigilância em Saúde do Trabalhador', participantes: [{ presencas: 4, avaliacao: {} }] });
  app.relogio.agora = turma.depoisDoFim;
  const adm = await criarUsuarioComSessao(app, { perfis: ['usuario', 'administrador'] });
  const r = await app.app.inject({ method: 'POST', url: `/api/certificados/gestao/turmas/${turma.turmaId}/emissao`, headers: adm.headers });
  expect(r.json()).toMatchObject({ emitidos: 2 });
  const [c] = await app.handle.db.select().from(certificados).where(eq(certificados.tipo, 'participante'));
  return { turma, adm: adm.headers, c: c! };
}

describe('rotas dos certificados', () => {
  it('401 sem sessão; 403 para quem não administra; 400 em português', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/certificados/meus' })).statusCode).toBe(401);
    const u = await criarUsuarioComSessao(t);
    for (const url of ['/api/certificados/gestao', '/api/certificados/gestao/turmas', '/api/certificados/assinantes-padrao', '/api/certificados/instrutor']) {
      expect((await t.app.inject({ method: 'GET', url, headers: u.headers })).statusCode).toBe(403);
    }
    const { adm, c } = await cenario(t);
    const curto = await t.app.inject({ method: 'POST', url: `/api/certificados/${c.id}/cancelamento`, headers: adm, payload: { motivo: 'ok' } });
    expect(curto.statusCode).toBe(400);
    expect(curto.json().erro).toContain('Informe o motivo (5 a 2000 caracteres).');
    expect((await t.app.inject({ method: 'GET', url: '/api/certificados/abc/pdf', headers: adm })).json().erro).toBe('Certificado inválido.');
  });

  it('o dono baixa o PDF (nome no cabeçalho, QR para a validação); outra pessoa recebe 404', async () => {
    const { turma, c } = await cenario(t);
    const dono = await criarUsuarioComSessao(t);
    const outro = await t.app.inject({ method: 'GET', url: `/api/certificados/${c.id}/pdf`, headers: dono.headers });
    expect(outro.statusCode).toBe(404);
    // a sessão da participante
    const sessao = await criarSessao(t, turma.pessoas[0]!);
    const r = await t.app.inject({ method: 'GET', url: `/api/certificados/${c.id}/pdf`, headers: sessao.headers });
    expect(r.statusCode).toBe(200);
    expect(r.headers['content-type']).toBe('application/pdf');
    expect(r.headers['content-disposition']).toMatch(/^inline; filename="certificado-EMSP-SMS-\d{4}-\d{6}\.pdf"$/);
    expect(r.headers['cache-control']).toBe('no-store');
    expect(await qrDoPdf(r.rawPayload)).toBe(`https://escola.teste/validar-certificado?codigo=${c.codigo}`);
    expect(await textoDoPdf(r.rawPayload)).toContain('Vigilância em Saúde do Trabalhador');
    const meus = await t.app.inject({ method: 'GET', url: '/api/certificados/meus', headers: sessao.headers });
    expect(Object.keys(meus.json().certificados[0]).sort()).toEqual(
      ['carga_horaria', 'codigo', 'curso', 'data_fim', 'data_inicio', 'emitido_em', 'enviado_em', 'evento_id', 'id', 'nome', 'numero', 'status', 'tipo', 'turma', 'turma_id', 'url_validacao'],
    );
  });

  it('validação pública: sem sessão, só o que prova o certificado, limite por IP', async () => {
    const { c } = await cenario(t);
    const r = await t.app.inject({ method: 'GET', url: `/api/certificados/validar/${c.codigo.toLowerCase()}` });
    expect(r.statusCode).toBe(200);
    const corpo = r.json();
    expect(corpo).toMatchObject({ situacao: 'valido', certificado: { codigo: c.codigo, curso: 'Vigilância em Saúde do Trabalhador', identificador: expect.stringMatching(/^\*\*\*\.\d{3}\.\d{3}-\*\*$/) } });
    expect(JSON.stringify(corpo)).not.toContain('@'); // nada de e-mail
    expect(Object.keys(corpo.certificado)).not.toContain('usuario_id');
    let ultimo = 200;
    for (let i = 0; i < 70 && ultimo !== 429; i++) {
      ultimo = (await t.app.inject({ method: 'GET', url: '/api/certificados/validar/0000-0000-0000', remoteAddress: '198.51.100.20' })).statusCode;
    }
    expect(ultimo).toBe(429);
  });

  it('gestão: busca pelo código, cancelar e reemitir pela rota', async () => {
    const { adm, c } = await cenario(t);
    const busca = await t.app.inject({ method: 'GET', url: `/api/certificados/gestao?busca=${c.codigo}`, headers: adm });
    expect(busca.json()).toMatchObject({ total: 1, itens: [{ id: c.id, email: expect.stringContaining('@') }] });
    const cancel = await t.app.inject({ method: 'POST', url: `/api/certificados/${c.id}/cancelamento`, headers: adm, payload: { motivo: 'Emitido para a turma errada.' } });
    expect(cancel.json()).toMatchObject({ status: 'cancelado' });
    const novo = await t.app.inject({ method: 'POST', url: `/api/certificados/${c.id}/reemissao`, headers: adm });
    expect(novo.statusCode).toBe(201);
    expect(novo.json()).toMatchObject({ status: 'emitido', substitui_id: c.id });
  });
});

describe('envio em lote: o mesmo pedido repetido é um lote só', () => {
  it('20 pedidos iguais ao mesmo tempo (duplo clique, nova tentativa): um lote, o mesmo para todos, e um e-mail por pessoa', async () => {
    const { adm } = await cenario(t);
    await t.app.deps.jobs.processarPendentes(); // os e-mails da emissão
    const todos = await t.handle.db.select({ id: certificados.id, usuarioId: certificados.usuarioId }).from(certificados);
    expect(todos).toHaveLength(2);
    const ids = todos.map((c) => c.id);
    const antes = (await t.handle.db.select().from(emails)).length;
    const respostas = await Promise.all(
      Array.from({ length: 20 }, (_, i) => t.app.inject({
        method: 'POST', url: '/api/certificados/envios', headers: adm,
        payload: { certificado_ids: i % 2 ? ids : [...ids].reverse() }, // a ordem não faz outro pedido
      })),
    );
    expect(respostas.map((r) => r.statusCode)).toEqual(Array(20).fill(201));
    const loteIds = new Set(respostas.map((r) => r.json().id as number));
    expect(loteIds.size).toBe(1);
    expect(await t.handle.db.select({ id: certificadoLotes.id }).from(certificadoLotes)).toEqual([{ id: [...loteIds][0] }]);
    expect(await t.handle.db.select().from(certificadoLoteItens)).toHaveLength(2);
    await t.app.deps.jobs.processarPendentes();
    const novos = (await t.handle.db.select({ para: emails.para }).from(emails)).slice(antes);
    expect(novos).toHaveLength(2);
    expect(new Set(novos.map((e) => e.para)).size).toBe(2);
    // pela turma, o mesmo conjunto: ainda o mesmo lote
    const turmaId = (await t.handle.db.select({ turmaId: certificados.turmaId }).from(certificados))[0]!.turmaId;
    const pelaTurma = await t.app.inject({ method: 'POST', url: '/api/certificados/envios', headers: adm, payload: { turma_id: turmaId } });
    expect(pelaTurma.json().id).toBe([...loteIds][0]);
    // outro conjunto é outro lote; passada a janela, reenviar de propósito também
    const so1 = await t.app.inject({ method: 'POST', url: '/api/certificados/envios', headers: adm, payload: { certificado_ids: [ids[0]] } });
    expect(so1.statusCode).toBe(201);
    expect(loteIds.has(so1.json().id)).toBe(false);
    t.relogio.agora = new Date(t.relogio.agora.getTime() + JANELA_DO_MESMO_LOTE_MS + 1_000);
    const depois = await t.app.inject({ method: 'POST', url: '/api/certificados/envios', headers: adm, payload: { certificado_ids: ids } });
    expect(depois.statusCode).toBe(201);
    expect(loteIds.has(depois.json().id)).toBe(false);
    expect(await t.handle.db.select().from(certificadoLotes)).toHaveLength(3);
  });

  it('o mesmo pedido de outra pessoa da administração é outro lote', async () => {
    const { adm } = await cenario(t);
    const outra = await criarUsuarioComSessao(t, { perfis: ['usuario', 'administrador'] });
    const ids = (await t.handle.db.select({ id: certificados.id }).from(certificados)).map((c) => c.id);
    const [a, b] = await Promise.all([adm, outra.headers].map((headers) => t.app.inject({ method: 'POST', url: '/api/certificados/envios', headers, payload: { certificado_ids: ids } })));
    expect([a!.statusCode, b!.statusCode]).toEqual([201, 201]);
    expect(a!.json().id).not.toBe(b!.json().id);
  });
});

describe('e-mail do certificado por SMTP real', () => {
  let smtp: Awaited<ReturnType<typeof iniciarReceptorSmtp>>;
  let t2: AppDeTeste;

  beforeAll(async () => {
    smtp = await iniciarReceptorSmtp();
    t2 = await criarAppDeTeste({ mailer: () => smtp.mailer, env: { APP_URL: 'https://escola.teste' } });
  });
  afterAll(async () => {
    await fechar(t2);
    await smtp.fechar();
  });

  it('a emissão manda o e-mail com o PDF anexo, que abre e tem o nome e o QR do certificado', async () => {
    const { turma, c } = await cenario(t2);
    await t2.app.deps.jobs.processarPendentes();
    const participante = turma.pessoas[0]!;
    const mensagens = await Promise.all(smtp.recebidos.map((r) => simpleParser(r)));
    const dela = mensagens.filter((m) => (m.to && !Array.isArray(m.to) ? m.to.text : '') === participante.email);
    expect(dela).toHaveLength(1);
    const m = dela[0]!;
    expect(m.subject).toBe('Seu certificado: Vigilância em Saúde do Trabalhador');
    expect(m.text).toContain(`Código de validação: ${c.codigo}`);
    expect(m.attachments).toHaveLength(1);
    const anexo = m.attachments[0]!;
    expect(anexo.contentType).toBe('application/pdf');
    expect(anexo.filename).toMatch(/^certificado-EMSP-SMS-\d{4}-\d{6}\.pdf$/);
    expect(await textoDoPdf(anexo.content)).toContain(participante.nome);
    expect(await qrDoPdf(anexo.content)).toBe(`https://escola.teste/validar-certificado?codigo=${c.codigo}`);
  });
});
