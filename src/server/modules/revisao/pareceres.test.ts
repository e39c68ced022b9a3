import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { ChamadaAdmin, ChamadaEntrada } from '#shared/contracts/chamadas.ts';
import type { ParecerBodySchema } from '#shared/contracts/revisao.ts';
import type { z } from 'zod';
import { MENSAGENS_CHAMADA as M } from '#shared/rules/chamadas.ts';
import { MENSAGENS_REVISAO as R, notaForaDaEscalaMensagem } from '#shared/rules/revisao.ts';
import type { DbHandle } from '../../db/client.ts';
import { pareceres, submissaoAvaliadores, submissoes } from '../../db/schema/index.ts';
import type { CtxAutenticado } from '../../lib/context.ts';
import { ANTES_DO_PRAZO, chamadaPublicada, corpoDeChamada, pessoasDaMostra, type PessoasDaMostra } from '../../testing/chamadas.ts';
import { criarBancoDeTeste, limparBanco } from '../../testing/db.ts';
import { recusaDe } from '../../testing/recusa.ts';
import { avaliadora, criarChamada, editarChamada, trabalhoEnviado } from '../../testing/revisao.ts';
import {
  atribuir,
  avaliacaoDoTrabalho,
  decidir,
  declararLinhas,
  marcarLance,
  minhasAtribuicoes,
  minhasChamadas,
  obterParecer,
  salvarParecer,
  trabalhosParaLance,
} from './revisao.service.ts';

let h: DbHandle;
beforeAll(async () => {
  h = await criarBancoDeTeste();
});
afterAll(() => h.close());

let agora = ANTES_DO_PRAZO;
const now = () => agora;
let p: PessoasDaMostra;
const JANELA: Partial<ChamadaEntrada> = { lances_inicio: '2030-03-20T08:00', lances_fim: '2030-03-25T18:00', prazo_avaliacao: '2030-04-15T23:59' };
let c: ChamadaAdmin;
beforeEach(async () => {
  await limparBanco(h);
  agora = ANTES_DO_PRAZO;
  p = await pessoasDaMostra(h.db, now);
  c = await chamadaPublicada(p.admin, JANELA);
});

const notasDoTrabalho = async (id: number) =>
  (await h.db.select({ e: submissoes.notaEscrita, o: submissoes.notaOral, f: submissoes.notaFinal, d: submissoes.divergente }).from(submissoes).where(eq(submissoes.id, id)))[0]!;
/** Relevância (1–5, peso 2) e Método (0–10, peso 1). */
const parecer = (relevancia: number | null, metodo: number | null, o: Partial<z.output<typeof ParecerBodySchema>> = {}): z.output<typeof ParecerBodySchema> => ({
  notas: [
    ...(relevancia === null ? [] : [{ criterio_id: c.criterios[0]!.id, nota: relevancia, comentario: 'Relevante para a rede.' }]),
    ...(metodo === null ? [] : [{ criterio_id: c.criterios[1]!.id, nota: metodo, comentario: '' }]),
  ],
  comentario: '',
  observacao_reservada: '',
  enviar: false,
  ...o,
});
const salvar = (quem: CtxAutenticado, s: { id: number }, corpo: ReturnType<typeof parecer>, tipo: 'escrita' | 'oral' = 'escrita') => salvarParecer(quem, { submissaoId: s.id, tipo }, corpo);
const atribuirA = (quem: { user: { id: number } }, s: { id: number }, tipo: 'escrita' | 'oral' = 'escrita') => atribuir(p.admin, { submissaoId: s.id }, { avaliador_id: quem.user.id, tipo });

describe('linhas e lances', () => {
  it('declara as linhas da chamada publicada; linha de outra chamada e rascunho são recusados', async () => {
    const r = await declararLinhas(p.avaliadora, { chamadaId: c.id }, { linha_ids: [c.linhas[1]!.id] });
    expect(r).toMatchObject({ id: c.id, minhas_linhas: [c.linhas[1]!.id], lances_inicio: '2030-03-20T08:00', lances_abertos: true, prazo_avaliacao: '2030-04-15T23:59', tem_criterios_orais: true });
    const outra = await chamadaPublicada(p.admin, { titulo: 'Outra' });
    expect(await recusaDe(declararLinhas(p.avaliadora, { chamadaId: c.id }, { linha_ids: [outra.linhas[0]!.id] }))).toMatchObject({ code: 'DADOS_INVALIDOS', mensagem: M.linhaDeOutraChamada });
    const rascunho = await criarChamada(p.admin, corpoDeChamada({ titulo: 'Rascunho', publicado: false }));
    expect(await recusaDe(declararLinhas(p.avaliadora, { chamadaId: rascunho.id }, { linha_ids: [] }))).toMatchObject({ code: 'NAO_ENCONTRADO' });
    expect((await minhasChamadas(p.avaliadora)).map((x) => [x.titulo, x.minhas_linhas])).toEqual([['Outra', []], [c.titulo, [c.linhas[1]!.id]]]);
    expect(await recusaDe(minhasChamadas(p.autor))).toMatchObject({ code: 'SEM_PERMISSAO' });
  });

  it('trabalhos para lance: sem os de conflito e os decididos, os da minha linha primeiro; lance só na janela', async () => {
    const vera = await avaliadora(h.db, now, { email: 'vera@rede.test', chamada: c, linhas: [c.linhas[1]!.id] });
    const aps = await trabalhoEnviado(p.autor, c, { titulo: 'APS', objetivos: 'Reduzir a espera.' });
    const vig = await trabalhoEnviado(p.outro, c, { titulo: 'VIG', linha_id: c.linhas[1]!.id });
    const comVera = await trabalhoEnviado(p.outro, c, { titulo: 'Com a Vera', coautores: [{ nome: 'Vera', email: 'vera@rede.test' }] });
    const decidido = await trabalhoEnviado(p.outro, c, { titulo: 'Decidido' });
    await decidir(p.admin, { submissaoId: decidido.id }, { decisao: 'aprovada_exposicao', motivo: null });
    const lista = await trabalhosParaLance(vera, { chamadaId: c.id });
    expect(lista).toEqual([
      { id: vig.id, titulo: 'VIG', linha: { id: c.linhas[1]!.id, codigo: 'VIG', nome: 'Vigilância em Saúde' }, objetivos: 'Reduzir o tempo de espera.', na_minha_linha: true, meu_lance: null, atribuido_a_mim: false },
      { id: aps.id, titulo: 'APS', linha: { id: c.linhas[0]!.id, codigo: 'APS', nome: 'Atenção Primária' }, objetivos: 'Reduzir a espera.', na_minha_linha: false, meu_lance: null, atribuido_a_mim: false },
    ]);
    expect(await marcarLance(vera, { submissaoId: aps.id }, { lance: 'quero' })).toEqual({ submissao_id: aps.id, lance: 'quero' });
    await marcarLance(vera, { submissaoId: aps.id }, { lance: 'posso' });
    expect((await trabalhosParaLance(vera, { chamadaId: c.id })).find((t) => t.id === aps.id)!.meu_lance).toBe('posso');
    await marcarLance(vera, { submissaoId: aps.id }, { lance: null });
    expect((await trabalhosParaLance(vera, { chamadaId: c.id })).find((t) => t.id === aps.id)!.meu_lance).toBeNull();
    // com conflito ou decidido, o trabalho não existe para ela
    for (const s of [comVera, decidido]) expect(await recusaDe(marcarLance(vera, { submissaoId: s.id }, { lance: 'quero' }))).toMatchObject({ code: 'NAO_ENCONTRADO' });
    // fora da janela (antes das 18:00 de 25/03 em São Paulo ainda vale; o minuto seguinte, não)
    agora = new Date('2030-03-25T21:00:59Z');
    await marcarLance(vera, { submissaoId: aps.id }, { lance: 'prefiro_nao' });
    agora = new Date('2030-03-25T21:01:00Z');
    expect(await recusaDe(marcarLance(vera, { submissaoId: aps.id }, { lance: 'quero' }))).toMatchObject({ code: 'REGRA_NEGOCIO', mensagem: R.lancesFechados });
    const semJanela = await chamadaPublicada(p.admin, { titulo: 'Sem janela' });
    const s = await trabalhoEnviado(p.autor, semJanela);
    expect(await recusaDe(marcarLance(vera, { submissaoId: s.id }, { lance: 'quero' }))).toMatchObject({ code: 'REGRA_NEGOCIO', mensagem: R.lancesFechados });
  });
});

describe('parecer', () => {
  it('só quem tem a atribuição vê o trabalho (sem autoria) e os critérios do tipo', async () => {
    const s = await trabalhoEnviado(p.autor, c, { coautores: [{ nome: 'Bruno', email: 'bruno@x.test' }] });
    const outra = await avaliadora(h.db, now);
    await atribuirA(p.avaliadora, s);
    for (const quem of [outra, p.admin]) expect(await recusaDe(obterParecer(quem, { submissaoId: s.id, tipo: 'escrita' }))).toMatchObject({ code: 'NAO_ENCONTRADO' });
    expect(await recusaDe(obterParecer(p.avaliadora, { submissaoId: s.id, tipo: 'oral' }))).toMatchObject({ code: 'NAO_ENCONTRADO' });
    const r = await obterParecer(p.avaliadora, { submissaoId: s.id, tipo: 'escrita' });
    expect(Object.keys(r.submissao).sort()).toEqual(['bibliografia', 'consideracoes', 'id', 'inicio_experiencia', 'introducao', 'linha', 'metodo', 'objetivos', 'resultados', 'tem_poster', 'titulo']);
    expect(r.criterios.map((k) => [k.titulo, k.escala_min, k.escala_max, k.peso])).toEqual([['Relevância', 1, 5, 2], ['Método', 0, 10, 1]]);
    expect(r).toMatchObject({ tipo: 'escrita', pode_editar: true, atrasado: false, parecer: { situacao: 'pendente', notas: [], nota: null } });
  });

  it('guarda pela metade e volta; envia uma vez, com todas as notas; a parte segue pesos e escalas', async () => {
    const s = await trabalhoEnviado(p.autor, c);
    await atribuirA(p.avaliadora, s);
    const guardado = await salvar(p.avaliadora, s, parecer(4, null, { comentario: 'Bom relato.', observacao_reservada: 'Conferir o método.' }));
    expect(guardado.parecer).toMatchObject({ situacao: 'rascunho', nota: null, comentario: 'Bom relato.', observacao_reservada: 'Conferir o método.', notas: [{ criterio_id: c.criterios[0]!.id, nota: 4 }] });
    expect((await minhasAtribuicoes(p.avaliadora))[0]).toMatchObject({ situacao: 'rascunho', nota: null, tipo: 'escrita' });
    const incompleto = await recusaDe(salvar(p.avaliadora, s, parecer(4, null, { enviar: true })));
    expect(incompleto).toMatchObject({ code: 'DADOS_INVALIDOS', mensagem: R.parecerIncompleto, details: { campos: [{ campo: `criterio.${c.criterios[1]!.id}`, mensagem: 'Dê nota a "Método".' }] } });
    const enviado = await salvar(p.avaliadora, s, parecer(4, 4, { comentario: 'Bom relato.', enviar: true }));
    // (4−1)/4×10 = 7,5 com peso 2 e 4/10×10 = 4 com peso 1: 19/3
    expect(enviado).toMatchObject({ pode_editar: false, parecer: { situacao: 'enviado', nota: 6.333, enviado_em: ANTES_DO_PRAZO.toISOString() } });
    expect(await recusaDe(salvar(p.avaliadora, s, parecer(5, 10, { enviar: true })))).toMatchObject({ code: 'CONFLITO', mensagem: R.parecerJaEnviado });
    expect(await recusaDe(salvar(p.avaliadora, s, parecer(5, 10)))).toMatchObject({ code: 'CONFLITO', mensagem: R.parecerJaEnviado });
    expect(await notasDoTrabalho(s.id)).toEqual({ e: 6.333, o: null, f: 6.333, d: false });
    expect((await minhasAtribuicoes(p.avaliadora))[0]).toMatchObject({ situacao: 'enviado', nota: 6.333 });
  });

  it('notas fora da escala, critério de outro tipo ou outra chamada e repetido: recusados, nada gravado', async () => {
    const s = await trabalhoEnviado(p.autor, c);
    await atribuirA(p.avaliadora, s);
    expect(await recusaDe(salvar(p.avaliadora, s, parecer(6, 5)))).toMatchObject({ code: 'DADOS_INVALIDOS', mensagem: notaForaDaEscalaMensagem('Relevância', 1, 5), details: { campos: [{ campo: 'notas.0.nota' }] } });
    expect(await recusaDe(salvar(p.avaliadora, s, parecer(0, 5)))).toMatchObject({ mensagem: notaForaDaEscalaMensagem('Relevância', 1, 5) });
    const oral = { criterio_id: c.criterios_orais[0]!.id, nota: 2, comentario: '' };
    expect(await recusaDe(salvar(p.avaliadora, s, { ...parecer(3, 5), notas: [oral] }))).toMatchObject({ code: 'DADOS_INVALIDOS', mensagem: M.criterioDeOutraChamada });
    const repetida = parecer(3, 5);
    expect(await recusaDe(salvar(p.avaliadora, s, { ...repetida, notas: [...repetida.notas, repetida.notas[0]!] }))).toMatchObject({ mensagem: R.criterioRepetido });
    expect(await h.db.select().from(pareceres)).toEqual([]);
  });

  it('atrasado depois do prazo dos pareceres (o envio atrasado ainda vale)', async () => {
    const s = await trabalhoEnviado(p.autor, c);
    await atribuirA(p.avaliadora, s);
    agora = new Date('2030-04-16T03:00:00Z');
    expect((await minhasAtribuicoes(p.avaliadora))[0]).toMatchObject({ situacao: 'pendente', atrasado: true });
    expect((await salvar(p.avaliadora, s, parecer(5, 10, { enviar: true }))).parecer).toMatchObject({ situacao: 'enviado', nota: 10 });
    expect((await minhasAtribuicoes(p.avaliadora))[0]!.atrasado).toBe(false);
  });
});

describe('notas do trabalho, divergência e terceiro avaliador', () => {
  it('média das partes dos pareceres; divergência acima do limiar; oral entra na final', async () => {
    const s = await trabalhoEnviado(p.autor, c);
    const outra = await avaliadora(h.db, now);
    await atribuirA(p.avaliadora, s);
    await atribuirA(outra, s);
    await salvar(p.avaliadora, s, parecer(5, 10, { enviar: true }));
    expect(await notasDoTrabalho(s.id)).toEqual({ e: 10, o: null, f: 10, d: false });
    await salvar(outra, s, parecer(3, 5, { enviar: true }));
    // 10 e 5: média 7,5; diferença 5 > limiar 3
    expect(await notasDoTrabalho(s.id)).toEqual({ e: 7.5, o: null, f: 7.5, d: true });
    // sem terceiro automático: nada atribuído, mas sugerido (ninguém declarou linhas: nenhuma sugestão possível)
    expect((await h.db.select().from(submissaoAvaliadores).where(eq(submissaoAvaliadores.submissaoId, s.id))).map((a) => a.origem)).toEqual(['manual', 'manual']);
    expect((await avaliacaoDoTrabalho(p.admin, { submissaoId: s.id })).terceiro_sugerido).toEqual([{ tipo: 'escrita', avaliador: null }]);
    const terceira = await avaliadora(h.db, now, { nome: 'Tereza Terceira', chamada: c, linhas: [c.linhas[0]!.id] });
    expect((await avaliacaoDoTrabalho(p.admin, { submissaoId: s.id })).terceiro_sugerido).toEqual([{ tipo: 'escrita', avaliador: { id: terceira.user.id, nome: 'Tereza Terceira' } }]);
    // oral: "Clareza" 1–3, nota 2 → 5; final = (7,5 + 5) / 2
    await decidir(p.admin, { submissaoId: s.id }, { decisao: 'aprovada_oral', motivo: null });
    await atribuirA(terceira, s, 'oral');
    await salvar(terceira, s, { notas: [{ criterio_id: c.criterios_orais[0]!.id, nota: 2, comentario: '' }], comentario: '', observacao_reservada: '', enviar: true }, 'oral');
    expect(await notasDoTrabalho(s.id)).toEqual({ e: 7.5, o: 5, f: 6.25, d: true });
  });

  it('com terceiro automático, a divergência atribui o terceiro na hora (uma vez), a quem declarou a linha e pode', async () => {
    const auto = await chamadaPublicada(p.admin, { titulo: 'Com terceiro', terceiro_automatico: true, limiar_divergencia: 2 });
    const linha = auto.linhas[0]!.id;
    const s = await trabalhoEnviado(p.autor, auto);
    const a1 = await avaliadora(h.db, now, { chamada: auto, linhas: [linha] });
    const a2 = await avaliadora(h.db, now, { chamada: auto, linhas: [linha] });
    const terceira = await avaliadora(h.db, now, { nome: 'Tereza', chamada: auto, linhas: [linha] });
    await avaliadora(h.db, now, { nome: 'Outra linha', chamada: auto, linhas: [auto.linhas[1]!.id] });
    await atribuirA(a1, s);
    await atribuirA(a2, s);
    const k = auto.criterios;
    const corpo = (r: number, m: number) => ({ notas: [{ criterio_id: k[0]!.id, nota: r, comentario: '' }, { criterio_id: k[1]!.id, nota: m, comentario: '' }], comentario: '', observacao_reservada: '', enviar: true });
    await salvar(a1, s, corpo(5, 10));
    await salvar(a2, s, corpo(1, 2));
    const ativas = await h.db.select().from(submissaoAvaliadores).where(eq(submissaoAvaliadores.submissaoId, s.id));
    expect(ativas.map((a) => [a.avaliadorId, a.origem])).toEqual([[a1.user.id, 'manual'], [a2.user.id, 'manual'], [terceira.user.id, 'terceiro']]);
    expect((await minhasAtribuicoes(terceira)).map((x) => x.submissao.id)).toEqual([s.id]);
    // o terceiro discorda de novo: não entra um quarto
    await salvar(terceira, s, corpo(3, 6));
    expect(await h.db.select().from(submissaoAvaliadores).where(eq(submissaoAvaliadores.submissaoId, s.id))).toHaveLength(3);
    expect((await avaliacaoDoTrabalho(p.admin, { submissaoId: s.id })).terceiro_sugerido).toEqual([]);
  });

  it('mudar o peso de um critério com notas ou o limiar recalcula partes, notas e divergência', async () => {
    const s = await trabalhoEnviado(p.autor, c);
    const outra = await avaliadora(h.db, now);
    await atribuirA(p.avaliadora, s);
    await atribuirA(outra, s);
    await salvar(p.avaliadora, s, parecer(4, 4, { enviar: true }));
    await salvar(outra, s, parecer(4, 10, { enviar: true }));
    // 6,333 e (15 + 10)/3 = 8,333: média 7,333; diferença 2 ≤ 3
    expect(await notasDoTrabalho(s.id)).toEqual({ e: 7.333, o: null, f: 7.333, d: false });
    const corpo = corpoDeChamada({
      ...JANELA,
      limiar_divergencia: 1.5,
      linhas: c.linhas.map(({ id, codigo, nome, descricao }) => ({ id, codigo, nome, descricao })),
      criterios: c.criterios.map(({ id, titulo, escala_min, escala_max }) => ({ id, titulo, escala_min, escala_max, peso: 1 })),
      criterios_orais: c.criterios_orais.map(({ id, titulo, escala_min, escala_max, peso }) => ({ id, titulo, escala_min, escala_max, peso })),
    });
    await editarChamada(p.admin, { chamadaId: c.id }, corpo);
    // pesos iguais: (7,5 + 4)/2 = 5,75 e (7,5 + 10)/2 = 8,75; diferença 3 > 1,5
    expect((await h.db.select({ n: pareceres.nota }).from(pareceres).orderBy(pareceres.id)).map((x) => x.n)).toEqual([5.75, 8.75]);
    expect(await notasDoTrabalho(s.id)).toEqual({ e: 7.25, o: null, f: 7.25, d: true });
  });
});
