import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { CRITERIOS } from '#shared/rules/avaliacao.ts';
import { CODIGO_RE } from '#shared/rules/certificado.ts';
import type { DbHandle } from '../../db/client.ts';
import type { Ctx } from '../../lib/context.ts';
import { certificadoLoteItens, certificados, certificadoValidacoes, emails, notificacoes, testes, turmaPalestrantes } from '../../db/schema/index.ts';
import { turmaComAvaliacoes } from '../../testing/avaliacoes.ts';
import { criarBancoDeTeste, limparBanco } from '../../testing/db.ts';
import { criarUsuario, ctxDeTeste } from '../../testing/factories.ts';
import { textoDoPdf } from '../../testing/pdf.ts';
import { recusaDe } from '../../testing/recusa.ts';
import { enviarAvaliacao } from '../avaliacoes/avaliacoes.service.ts';
import { emitirPendentes, meusCertificados, pdfDoCertificado } from './certificados.service.ts';
import { validar } from './validacao-publica.ts';
import { cancelar, reemitir, turmaDaGestao } from './gestao-de-certificados.ts';
import { acompanharLote, enviarEmLote } from './envios-em-lote.ts';

let h: DbHandle;
beforeAll(async () => {
  h = await criarBancoDeTeste();
});
afterAll(() => h.close());
beforeEach(() => limparBanco(h));

/** Um ctx com os tratadores dos certificados ligados e o relógio dado. */
function ligar<T extends Ctx>(ctx: T): T {
  return ctx;
}
const ctxCom = (usuario: { id: number; perfis?: string[] }, agora: () => Date) => ligar(ctxDeTeste(h.db, usuario, { now: agora }));
const ctxPublico = (agora: () => Date) => ligar(ctxDeTeste(h.db, null, { now: agora }));

async function admin(agora: () => Date) {
  const a = await criarUsuario(h.db, { perfis: ['usuario', 'administrador'], scryptLogN: 4 });
  return ctxCom({ id: a.id, perfis: ['usuario', 'administrador'] }, agora);
}

const obrigatorias = Object.fromEntries(CRITERIOS.filter((c) => c.obrigatorio).map((c) => [c.chave, 'otimo'])) as Record<string, string>;

describe('emissão pela cadeia', () => {
  it('só quem completou a cadeia recebe; encerrada, 75 %, teste obrigatório e avaliação', async () => {
    const instrutor = await criarUsuario(h.db, { perfis: ['usuario', 'instrutor'], scryptLogN: 4 });
    const t = await turmaComAvaliacoes(h.db, {
      inicio: -10, instrutores: [instrutor.id],
      participantes: [{ presencas: 4, avaliacao: {} }, { presencas: 2, avaliacao: {} }, { presencas: 3 }, { presencas: 3, avaliacao: {} }],
    });
    const [completo, semFrequencia, semAvaliacao, comAvaliacao] = t.pessoas;
    const agora = () => t.depoisDoFim;
    const ctx = await admin(agora);
    expect(await emitirPendentes(ctx)).toBe(3); // completo, comAvaliacao (3 de 4 = 75 %) e o instrutor
    const linhas = await h.db.select().from(certificados);
    expect(linhas.map((c) => [c.usuarioId, c.tipo]).sort()).toEqual(
      [[completo!.id, 'participante'], [comAvaliacao!.id, 'participante'], [instrutor.id, 'instrutor']].sort(),
    );
    expect(linhas.every((c) => CODIGO_RE.test(c.codigo) && c.status === 'emitido' && c.curso === 'Curso de Teste')).toBe(true);
    expect(new Set(linhas.map((c) => c.numero)).size).toBe(3);
    expect(new Set(linhas.map((c) => c.codigo)).size).toBe(3);
    // rodar de novo não emite nada
    expect(await emitirPendentes(ctx)).toBe(0);
    // o que falta a cada um, pela gestão
    const g = await turmaDaGestao(ctx, { turmaId: t.turmaId });
    const porId = new Map(g.pessoas.map((p) => [`${p.usuario_id}:${p.tipo}`, p]));
    expect(porId.get(`${semFrequencia!.id}:participante`)).toMatchObject({ etapa: 'frequencia', certificado: null, texto: 'Frequência abaixo de 75 %.' });
    expect(porId.get(`${semAvaliacao!.id}:participante`)).toMatchObject({ etapa: 'avaliacao', certificado: null });
    expect(porId.get(`${completo!.id}:participante`)!.certificado).toMatchObject({ status: 'emitido', tipo: 'participante' });
    expect(porId.get(`${instrutor.id}:instrutor`)!.certificado).toMatchObject({ tipo: 'instrutor' });
    expect(g.resumo).toMatchObject({ inscritos: 4, emitidos: 2 });
  });

  it('turma em andamento não emite; teste obrigatório publicado sem aprovação segura o certificado', async () => {
    const t = await turmaComAvaliacoes(h.db, { inicio: -2, participantes: [{ presencas: 4, avaliacao: {} }] });
    const antesDoFim = () => new Date();
    expect(await emitirPendentes(await admin(antesDoFim))).toBe(0);
    await h.db.insert(testes).values({ eventoId: t.eventoId, titulo: 'Teste', status: 'publicado', obrigatorio: true, publicadoEm: new Date() } as typeof testes.$inferInsert);
    const ctx = await admin(() => t.depoisDoFim);
    expect(await emitirPendentes(ctx)).toBe(1); // só o instrutor: a participante deve o teste
    const [c] = await h.db.select().from(certificados);
    expect(c!.tipo).toBe('instrutor');
    const eu = ctxCom({ id: t.pessoas[0]!.id }, () => t.depoisDoFim);
    expect((await meusCertificados(eu)).a_caminho).toMatchObject([{ etapa: 'teste', link: `/teste/${t.turmaId}`, texto: 'Falta passar no teste obrigatório do curso.' }]);
  });

  it('enviar a avaliação emite na hora; a tarefa gera o PDF (hash guardado), avisa no app e manda o e-mail com o PDF, uma vez', async () => {
    const t = await turmaComAvaliacoes(h.db, { inicio: -10, titulo: 'Atenção à Saúde da Família', participantes: [{ presencas: 4 }] });
    const eu = ctxCom({ id: t.pessoas[0]!.id }, () => t.depoisDoFim);
    const r = await enviarAvaliacao(eu, { turmaId: t.turmaId }, { respostas: obrigatorias });
    expect(r).toMatchObject({ mensagem: 'Avaliação enviada com sucesso! Seu certificado foi emitido.', certificado_id: expect.any(Number) });
    const meus = await meusCertificados(eu);
    expect(meus.certificados).toMatchObject([{ id: r.certificado_id, tipo: 'participante', curso: 'Atenção à Saúde da Família', status: 'emitido' }]);
    expect(meus.certificados[0]!.numero).toMatch(/^EMSP-SMS-\d{4}-\d{6}$/);
    expect(meus.certificados[0]!.url_validacao).toContain(`/validar-certificado?codigo=${meus.certificados[0]!.codigo}`);
    expect(meus.a_caminho).toEqual([]);
    await eu.jobs.processarPendentes();
    await eu.jobs.processarPendentes();
    const [c] = await h.db.select().from(certificados).where(eq(certificados.id, r.certificado_id!));
    expect(c!.arquivo).toBeTruthy();
    const guardado = await eu.storage.ler(c!.arquivo!);
    expect(createHash('sha256').update(guardado!).digest('hex')).toBe(c!.hashSha256);
    expect(await textoDoPdf(guardado!)).toContain('Atenção à Saúde da Família');
    expect(await h.db.select().from(notificacoes).where(eq(notificacoes.usuarioId, t.pessoas[0]!.id))).toMatchObject([
      { tipo: 'certificado', titulo: 'Certificado disponível: Atenção à Saúde da Família', link: '/certificados' },
    ]);
    // a rotina do dia também rodou e emitiu o do instrutor da turma: aqui só o e-mail da participante
    const caixa = await h.db.select().from(emails).where(eq(emails.para, t.pessoas[0]!.email));
    expect(caixa).toHaveLength(1);
    expect(caixa[0]).toMatchObject({ para: t.pessoas[0]!.email, assunto: 'Seu certificado: Atenção à Saúde da Família', anexos: [expect.stringMatching(/^certificado-EMSP-SMS-\d{4}-\d{6}\.pdf$/)] });
    expect(caixa[0]!.texto).toContain(c!.codigo);
    expect(c!.enviadoEm).not.toBeNull();
    // o download devolve o mesmo arquivo
    const doc = await pdfDoCertificado(eu, c!.id);
    expect(Buffer.compare(doc.conteudo, guardado!)).toBe(0);
  });

  it('palestrante com conta recebe o seu; sem conta, não (vai pelo avulso)', async () => {
    const t = await turmaComAvaliacoes(h.db, { inicio: -10, participantes: [] });
    const p = await criarUsuario(h.db, { scryptLogN: 4 });
    await h.db.insert(turmaPalestrantes).values([{ turmaId: t.turmaId, usuarioId: p.id, nome: p.nome }, { turmaId: t.turmaId, usuarioId: null, nome: 'Convidada Externa', ordem: 2 }]);
    expect(await emitirPendentes(await admin(() => t.depoisDoFim))).toBe(2); // instrutor + palestrante com conta
    expect((await h.db.select().from(certificados).where(eq(certificados.usuarioId, p.id)))[0]).toMatchObject({ tipo: 'palestrante' });
  });
});

describe('concorrência', () => {
  it('dez emissões ao mesmo tempo: um certificado por pessoa, turma e tipo', async () => {
    const t = await turmaComAvaliacoes(h.db, { inicio: -10, participantes: [{ presencas: 4, avaliacao: {} }, { presencas: 4, avaliacao: {} }] });
    const ctx = await admin(() => t.depoisDoFim);
    const r = await Promise.all(Array.from({ length: 10 }, () => h.db.transaction((tx) => emitirPendentes({ ...ctx, db: tx })).catch(() => 0)));
    expect(r.reduce((a, b) => a + b, 0)).toBe(3);
    expect(await h.db.select().from(certificados)).toHaveLength(3);
  });
});

describe('cancelar, reemitir, validar', () => {
  it('cancelado: a validação diz, o dono não baixa, a rotina não reemite; reemitir cria um novo', async () => {
    const t = await turmaComAvaliacoes(h.db, { inicio: -10, participantes: [{ presencas: 4, avaliacao: {} }] });
    const ctx = await admin(() => t.depoisDoFim);
    await emitirPendentes(ctx);
    const [c] = await h.db.select().from(certificados).where(eq(certificados.tipo, 'participante'));
    const publico = ctxPublico(() => t.depoisDoFim);
    expect(await validar(publico, c!.codigo.toLowerCase().replace(/-/g, ''), '203.0.113.9')).toMatchObject({
      situacao: 'valido', certificado: { nome: t.pessoas[0]!.nome, curso: 'Curso de Teste', carga_horaria: 16, tipo: 'participante' },
    });
    const cancelado = await cancelar(ctx, c!.id, { motivo: 'Nome digitado errado no cadastro.' });
    expect(cancelado).toMatchObject({ status: 'cancelado', motivo_cancelamento: 'Nome digitado errado no cadastro.' });
    expect(await recusaDe(cancelar(ctx, c!.id, { motivo: 'De novo, por engano.' }))).toMatchObject({ status: 409, mensagem: 'Este certificado já está cancelado.' });
    expect(await validar(publico, c!.codigo, '203.0.113.9')).toMatchObject({ situacao: 'cancelado', mensagem: 'Este certificado foi cancelado e não tem mais validade.' });
    const dono = ctxCom({ id: t.pessoas[0]!.id }, () => t.depoisDoFim);
    expect(await recusaDe(pdfDoCertificado(dono, c!.id))).toMatchObject({ status: 409, mensagem: 'Este certificado foi cancelado e não pode ser baixado.' });
    expect(await emitirPendentes(ctx)).toBe(0);
    // para a dona, a turma diz que foi cancelado (não fica "em emissão" para sempre)
    expect((await meusCertificados(dono)).a_caminho).toMatchObject([{ etapa: 'cancelado', link: null }]);
    const novo = await reemitir(ctx, c!.id);
    expect(novo).toMatchObject({ status: 'emitido', substitui_id: c!.id });
    expect(novo.codigo).not.toBe(c!.codigo);
    expect(await recusaDe(reemitir(ctx, c!.id))).toMatchObject({ status: 409 });
    // reemitir o válido: o antigo vira substituído
    const terceiro = await reemitir(ctx, novo.id);
    expect(await validar(publico, novo.codigo, '203.0.113.9')).toMatchObject({ situacao: 'substituido' });
    expect(await validar(publico, terceiro.codigo, '203.0.113.9')).toMatchObject({ situacao: 'valido' });
    // outra pessoa não baixa
    const outra = await criarUsuario(h.db, { scryptLogN: 4 });
    expect(await recusaDe(pdfDoCertificado(ctxCom({ id: outra.id }, () => t.depoisDoFim), terceiro.id))).toMatchObject({ status: 404 });
  });

  it('código desconhecido ou fora do formato: não encontrado; cada consulta fica registrada sem o IP', async () => {
    const publico = ctxPublico(() => new Date());
    expect(await validar(publico, '0000-0000-0000', '198.51.100.7')).toMatchObject({ situacao: 'nao_encontrado', certificado: null });
    expect(await validar(publico, 'isso não é código', '198.51.100.7')).toMatchObject({ situacao: 'nao_encontrado', mensagem: expect.stringContaining('formato inválido') });
    const log = await h.db.select().from(certificadoValidacoes);
    expect(log).toHaveLength(2);
    expect(log.every((l) => l.resultado === 'nao_encontrado' && l.ipHash !== '198.51.100.7' && /^[0-9a-f]{64}$/.test(l.ipHash!))).toBe(true);
  });
});

describe('envio em lote', () => {
  it('cada certificado uma vez, com progresso e resultado por destinatário, mesmo processando duas vezes', async () => {
    const t = await turmaComAvaliacoes(h.db, { inicio: -10, participantes: [{ presencas: 4, avaliacao: {} }, { presencas: 4, avaliacao: {} }] });
    const ctx = await admin(() => t.depoisDoFim);
    await emitirPendentes(ctx);
    await ctx.jobs.processarPendentes(); // documentos e e-mails da emissão
    const antes = (await h.db.select().from(emails)).length;
    const lote = await enviarEmLote(ctx, { turma_id: t.turmaId });
    expect(lote).toMatchObject({ total: 3, pendentes: 3, enviados: 0 });
    await ctx.jobs.processarPendentes();
    const fim = await acompanharLote(ctx, lote.id);
    expect(fim).toMatchObject({ total: 3, enviados: 3, pendentes: 0, falharam: 0 });
    expect(fim.itens.every((i) => i.email && i.situacao === 'enviado')).toBe(true);
    expect((await h.db.select().from(emails)).length - antes).toBe(3);
    // o processo morreu depois de enfileirar o e-mail e antes de marcar o item: refeito, não manda de novo
    // (a tarefa concluída perde os dados: o reinício é uma tarefa igual enfileirada de novo)
    await h.db.update(certificadoLoteItens).set({ situacao: 'pendente' });
    await ctx.jobs.enfileirarVarias(h.db, fim.itens.map((i) => ({ tipo: 'certificado.lote-item', dados: { loteId: lote.id, certificadoId: i.certificado_id } })));
    expect(await acompanharLote(ctx, lote.id)).toMatchObject({ pendentes: 3 });
    await ctx.jobs.processarPendentes();
    expect((await h.db.select().from(emails)).length - antes).toBe(3);
    expect(await acompanharLote(ctx, lote.id)).toMatchObject({ enviados: 3, pendentes: 0 });
  });

  it('a tarefa do documento rodando de novo não repete a notificação nem o e-mail', async () => {
    const t = await turmaComAvaliacoes(h.db, { inicio: -10, participantes: [{ presencas: 4, avaliacao: {} }] });
    const ctx = await admin(() => t.depoisDoFim);
    await emitirPendentes(ctx);
    await ctx.jobs.processarPendentes();
    const ids = (await h.db.select({ id: certificados.id }).from(certificados)).map((c) => c.id);
    await ctx.jobs.enfileirarVarias(h.db, ids.map((id) => ({ tipo: 'certificado.documento', dados: { id } })));
    await ctx.jobs.processarPendentes();
    const dela = t.pessoas[0]!;
    expect(await h.db.select().from(notificacoes).where(eq(notificacoes.usuarioId, dela.id))).toHaveLength(1);
    expect(await h.db.select().from(emails).where(eq(emails.para, dela.email))).toHaveLength(1);
  });
});
