import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { ChamadaAdmin } from '#shared/contracts/chamadas.ts';
import type { SubmissaoEntrada } from '#shared/contracts/submissoes.ts';
import { MENSAGENS_CHAMADA as M } from '#shared/rules/chamadas.ts';
import type { DbHandle } from '../../db/client.ts';
import { emails, notificacoes } from '../../db/schema/index.ts';
import type { CtxAutenticado } from '../../lib/context.ts';
import { ANTES_DO_PRAZO, chamadaPublicada, corpoDeTrabalho, pessoasDaMostra, type PessoasDaMostra } from '../../testing/chamadas.ts';
import { criarBancoDeTeste, limparBanco } from '../../testing/db.ts';
import { recusaDe } from '../../testing/recusa.ts';
import { criarSubmissao, editarSubmissao, retirarSubmissao } from './edicao.ts';
import { listarSubmissoesAdmin, listarSubmissoesDaChamada, minhasSubmissoes, obterSubmissao, textoDaSituacao } from './submissoes.service.ts';
import { tarefasNaFila } from '../../testing/tarefas.ts';

let h: DbHandle;
beforeAll(async () => {
  h = await criarBancoDeTeste();
});
afterAll(() => h.close());

let p: PessoasDaMostra;
let c: ChamadaAdmin;
beforeEach(async () => {
  await limparBanco(h);
  p = await pessoasDaMostra(h.db, () => ANTES_DO_PRAZO);
  c = await chamadaPublicada(p.admin);
});

const criar = (quem: CtxAutenticado, o: Partial<SubmissaoEntrada> = {}, chamada = c) => criarSubmissao(quem, { chamadaId: chamada.id }, corpoDeTrabalho(chamada, o));
const avisosDe = (usuarioId: number) => h.db.select().from(notificacoes).where(eq(notificacoes.usuarioId, usuarioId)).orderBy(notificacoes.id);
const emailsNaFila = () => tarefasNaFila(h.db, { tipo: 'email' });

describe('aviso a cada mudança de situação', () => {
  it('enviar avisa o autor no app e por e-mail, com até quando ainda pode mexer; guardar rascunho não avisa', async () => {
    const r = await criar(p.autor, { titulo: 'Rodas de conversa na UBS' });
    expect(await avisosDe(p.autor.user.id)).toEqual([]);
    await editarSubmissao(p.autor, { submissaoId: r.id }, corpoDeTrabalho(c, { titulo: 'Rodas de conversa na UBS', enviar: true }));
    const [aviso] = await avisosDe(p.autor.user.id);
    expect(aviso).toMatchObject({
      tipo: 'submissao',
      titulo: 'Trabalho submetido',
      mensagem: 'O trabalho "Rodas de conversa na UBS" foi submetido na chamada "Mostra de Experiências 2030". Você pode alterá-lo ou retirá-lo até 31/03/2030 às 23:59.',
      link: '/submissoes',
    });
    const [email] = await emailsNaFila();
    expect(email).toMatchObject({ chave: `email:submissao:${r.id}:submetida`, dados: { para: 'alice@escola.test', assunto: 'Trabalho submetido – Escola da Saúde' } });
    expect((email!.dados as { texto: string }).texto).toMatch(/\n\nAcompanhe seus trabalhos em: https?:\/\/[^\s/]+\/submissoes$/);
    // a fila entrega na caixa de saída
    await p.autor.jobs.processarPendentes();
    expect(await h.db.select({ para: emails.para, assunto: emails.assunto }).from(emails)).toEqual([{ para: 'alice@escola.test', assunto: 'Trabalho submetido – Escola da Saúde' }]);
  });

  it('criar já enviado e retirar também avisam; cada situação uma vez só (chave do e-mail)', async () => {
    const r = await criar(p.autor, { enviar: true });
    await editarSubmissao(p.autor, { submissaoId: r.id }, corpoDeTrabalho(c, { titulo: 'Editado', enviar: true }));
    await retirarSubmissao(p.autor, { submissaoId: r.id });
    expect((await avisosDe(p.autor.user.id)).map((n) => n.titulo)).toEqual(['Trabalho submetido', 'Trabalho retirado']);
    expect((await emailsNaFila()).map((t) => t.chave)).toEqual([`email:submissao:${r.id}:submetida`, `email:submissao:${r.id}:retirada`]);
  });

  it('uma recusa não avisa ninguém', async () => {
    await recusaDe(criar(p.autor, { metodo: '', enviar: true }));
    expect(await avisosDe(p.autor.user.id)).toEqual([]);
    expect(await emailsNaFila()).toEqual([]);
  });

  it('os textos das situações da revisão (para a outra metade) dizem a decisão e o motivo', () => {
    const t = { id: 1, autorId: 1, titulo: 'Relato', chamadaTitulo: 'Mostra', prazoFinal: '2030-03-31T23:59', motivo: 'Ótima aplicação.' };
    expect(textoDaSituacao('em_avaliacao', t)).toEqual({ titulo: 'Trabalho em avaliação', mensagem: 'O trabalho "Relato", da chamada "Mostra", está em avaliação.' });
    expect(textoDaSituacao('aprovada_oral', t)).toEqual({ titulo: 'Selecionado para Apresentação Oral', mensagem: 'O trabalho "Relato", da chamada "Mostra", foi aprovado para apresentação oral.\nMotivo: Ótima aplicação.' });
    expect(textoDaSituacao('aprovada_exposicao', { ...t, motivo: null }).titulo).toBe('Selecionado para Exposição');
    expect(textoDaSituacao('reprovada', t).mensagem).toBe('O trabalho "Relato", da chamada "Mostra", não foi selecionado.\nMotivo: Ótima aplicação.');
  });
});

describe('quem vê', () => {
  it('o autor vê os seus; outra pessoa não acha; a administração vê o enviado, nunca o rascunho', async () => {
    const rascunho = await criar(p.autor);
    const enviado = await criar(p.autor, { enviar: true });
    expect((await obterSubmissao(p.autor, { submissaoId: rascunho.id })).status).toBe('rascunho');
    for (const id of [rascunho.id, enviado.id]) {
      expect(await recusaDe(obterSubmissao(p.outro, { submissaoId: id }))).toMatchObject({ code: 'NAO_ENCONTRADO', mensagem: M.submissaoNaoEncontrada });
      // quem avalia não vê o trabalho com autores por aqui (a revisão cega tem resposta própria)
      expect(await recusaDe(obterSubmissao(p.avaliadora, { submissaoId: id }))).toMatchObject({ code: 'NAO_ENCONTRADO' });
    }
    expect(await recusaDe(obterSubmissao(p.admin, { submissaoId: rascunho.id }))).toMatchObject({ code: 'NAO_ENCONTRADO' });
    expect(await obterSubmissao(p.admin, { submissaoId: enviado.id })).toMatchObject({ status: 'submetida', autor: { nome: 'Alice Autora' }, pode_editar: false, pode_retirar: false });
  });

  it('"meus trabalhos": só os da pessoa, rascunhos inclusive, os alterados por último primeiro', async () => {
    const primeiro = await criar(p.autor, { titulo: 'Primeiro' });
    const segundo = await criar(p.autor, { titulo: 'Segundo', enviar: true });
    await criar(p.outro, { titulo: 'Do outro' });
    await editarSubmissao({ ...p.autor, now: () => new Date(ANTES_DO_PRAZO.getTime() + 60_000) }, { submissaoId: primeiro.id }, corpoDeTrabalho(c, { titulo: 'Primeiro revisto' }));
    const meus = await minhasSubmissoes(p.autor);
    expect(meus.map((m) => [m.id, m.titulo, m.status])).toEqual([[primeiro.id, 'Primeiro revisto', 'rascunho'], [segundo.id, 'Segundo', 'submetida']]);
    expect(meus[1]).toMatchObject({ chamada: { id: c.id, titulo: c.titulo, prazo_final: '2030-03-31T23:59', aberta: true }, total_coautores: 0, tem_poster: false, pode_editar: true, linha: { codigo: 'APS' } });
  });

  it('listas da administração: enviados de todas as chamadas e de uma, com filtros de situação e linha', async () => {
    const outra = await chamadaPublicada(p.admin, { titulo: 'Outra mostra' });
    await criar(p.autor, { titulo: 'Rascunho' });
    const aps = await criar(p.autor, { titulo: 'APS', enviar: true, coautores: [{ nome: 'Bruno Coautor', email: 'bruno@x.test' }] });
    const vig = await criar(p.outro, { titulo: 'VIG', linha_id: c.linhas[1]!.id, enviar: true });
    const retirado = await criar(p.outro, { titulo: 'Retirado', enviar: true });
    await retirarSubmissao(p.outro, { submissaoId: retirado.id });
    const naOutra = await criar(p.autor, { titulo: 'Na outra', enviar: true }, outra);
    const ids = (l: { id: number }[]) => l.map((x) => x.id).sort((a, b) => a - b);
    expect(ids(await listarSubmissoesAdmin(p.admin, {}))).toEqual([aps.id, vig.id, retirado.id, naOutra.id]);
    expect(ids(await listarSubmissoesAdmin(p.admin, { chamada_id: c.id, status: 'submetida' }))).toEqual([aps.id, vig.id]);
    expect(ids(await listarSubmissoesDaChamada(p.admin, { chamadaId: c.id }, { linha_id: c.linhas[1]!.id }))).toEqual([vig.id]);
    expect(ids(await listarSubmissoesDaChamada(p.admin, { chamadaId: c.id }, { status: 'retirada' }))).toEqual([retirado.id]);
    const [item, ...resto] = await listarSubmissoesDaChamada(p.admin, { chamadaId: c.id }, { linha_id: c.linhas[0]!.id, status: 'submetida' });
    expect(resto).toEqual([]);
    expect(item).toMatchObject({ titulo: 'APS', autor: { nome: 'Alice Autora', email: 'alice@escola.test' }, total_coautores: 1, pode_editar: false });
    expect(await recusaDe(listarSubmissoesDaChamada(p.admin, { chamadaId: 9999 }, {}))).toMatchObject({ code: 'NAO_ENCONTRADO', mensagem: M.chamadaNaoEncontrada });
    for (const quem of [p.autor, p.avaliadora]) {
      expect(await recusaDe(listarSubmissoesAdmin(quem, {}))).toMatchObject({ code: 'SEM_PERMISSAO' });
      expect(await recusaDe(listarSubmissoesDaChamada(quem, { chamadaId: c.id }, {}))).toMatchObject({ code: 'SEM_PERMISSAO' });
    }
  });
});
