import { and, eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { ChamadaAdmin } from '#shared/contracts/chamadas.ts';
import { MENSAGENS_CHAMADA as M } from '#shared/rules/chamadas.ts';
import { conflitoDeInteresse, MENSAGENS_REVISAO as R, mensagemDeConflito } from '#shared/rules/revisao.ts';
import type { DbHandle } from '../../db/client.ts';
import { auditoria, notificacoes, submissaoAvaliadores, submissoes } from '../../db/schema/index.ts';
import { ANTES_DO_PRAZO, chamadaPublicada, corpoDeTrabalho, pessoasDaMostra, type PessoasDaMostra } from '../../testing/chamadas.ts';
import { criarBancoDeTeste, limparBanco } from '../../testing/db.ts';
import { criarUsuario } from '../../testing/factories.ts';
import { recusaDe } from '../../testing/recusa.ts';
import { avaliadora, criarSubmissao, editarSubmissao, idsDasUnidades, retirarSubmissao, trabalhoEnviado } from '../../testing/revisao.ts';
import { atribuicaoAutomatica, atribuir, avaliadoresDaChamada, decidir, revogar, salvarParecer, substituir } from './revisao.service.ts';
import { tarefasNaFila } from '../../testing/tarefas.ts';

let h: DbHandle;
beforeAll(async () => {
  h = await criarBancoDeTeste();
});
afterAll(() => h.close());

let agora = ANTES_DO_PRAZO;
const now = () => agora;
let p: PessoasDaMostra;
let c: ChamadaAdmin;
let unidades: number[];
beforeEach(async () => {
  await limparBanco(h);
  agora = ANTES_DO_PRAZO;
  p = await pessoasDaMostra(h.db, now);
  c = await chamadaPublicada(p.admin);
  unidades = await idsDasUnidades(h.db);
});

const ativas = (submissaoId: number) =>
  h.db.select().from(submissaoAvaliadores).where(and(eq(submissaoAvaliadores.submissaoId, submissaoId), isNull(submissaoAvaliadores.revogadoEm)));
const statusDe = async (id: number) => (await h.db.select({ s: submissoes.status }).from(submissoes).where(eq(submissoes.id, id)))[0]!.s;
const atribuirA = (quem: { user: { id: number } }, s: { id: number }, tipo: 'escrita' | 'oral' = 'escrita') => atribuir(p.admin, { submissaoId: s.id }, { avaliador_id: quem.user.id, tipo });

describe('conflitos de interesse na atribuição à mão (recusados com o motivo)', () => {
  it('autor e coautor com conta', async () => {
    const autora = await avaliadora(h.db, now, { nome: 'Ana Autora Instrutora' });
    const coautora = await avaliadora(h.db, now, { nome: 'Cora Coautora', email: 'cora@rede.test' });
    const s = await trabalhoEnviado(autora, c, { coautores: [{ nome: 'Cora', email: 'cora@rede.test' }] });
    expect(await recusaDe(atribuirA(autora, s))).toMatchObject({
      code: 'REGRA_NEGOCIO', status: 422, mensagem: mensagemDeConflito('Ana Autora Instrutora', 'autor'), details: { motivo: 'CONFLITO_DE_INTERESSE', conflito: 'autor' },
    });
    expect(await recusaDe(atribuirA(coautora, s))).toMatchObject({ mensagem: mensagemDeConflito('Cora Coautora', 'coautor'), details: { conflito: 'coautor' } });
    expect(await ativas(s.id)).toEqual([]);
  });

  it('e-mail e CPF de coautor sem conta (a conta veio depois do trabalho)', async () => {
    const s = await trabalhoEnviado(p.autor, c, { coautores: [{ nome: 'Edu', email: 'edu@rede.test' }, { nome: 'Fábio', email: 'fabio@fora.test', cpf: '52998224725' }] });
    const edu = await avaliadora(h.db, now, { nome: 'Edu Instrutor', email: 'edu@rede.test' });
    const fabio = await avaliadora(h.db, now, { nome: 'Fábio Instrutor', email: 'fabio.instrutor@rede.test', cpf: '52998224725' });
    expect(await recusaDe(atribuirA(edu, s))).toMatchObject({ mensagem: mensagemDeConflito('Edu Instrutor', 'coautor_email'), details: { conflito: 'coautor_email' } });
    expect(await recusaDe(atribuirA(fabio, s))).toMatchObject({ mensagem: mensagemDeConflito('Fábio Instrutor', 'coautor_cpf'), details: { conflito: 'coautor_cpf' } });
  });

  it('unidade de um autor, só quando a chamada liga a regra', async () => {
    const comUnidade = await chamadaPublicada(p.admin, { titulo: 'Com conflito por unidade', conflito_unidade: true });
    const vera = await avaliadora(h.db, now, { nome: 'Vera da Unidade', campos: { unidadeId: unidades[0]! } });
    const livre = await avaliadora(h.db, now, { nome: 'Lia de Outra Unidade', campos: { unidadeId: unidades[3]! } });
    // o autor é da primeira unidade (cadastro); o coautor declara a quarta
    const s = await trabalhoEnviado(p.autor, comUnidade);
    expect(await recusaDe(atribuirA(vera, s))).toMatchObject({ mensagem: mensagemDeConflito('Vera da Unidade', 'unidade'), details: { conflito: 'unidade' } });
    expect((await atribuirA(livre, s)).avaliador.nome).toBe('Lia de Outra Unidade');
    const comCoautor = await trabalhoEnviado(p.outro, comUnidade, { coautores: [{ nome: 'Gil', email: 'gil@x.test', unidade_id: unidades[3]! }] });
    expect(await recusaDe(atribuirA(livre, comCoautor))).toMatchObject({ details: { conflito: 'unidade' } });
    // a mesma pessoa na chamada sem a regra: pode
    expect((await atribuirA(vera, await trabalhoEnviado(p.autor, c))).avaliador.nome).toBe('Vera da Unidade');
  });
});

describe('atribuição à mão', () => {
  it('o primeiro avaliador passa o trabalho para "em avaliação" e avisa o autor (uma vez); o autor não mexe mais', async () => {
    const s = await trabalhoEnviado(p.autor, c, { titulo: 'Rodas de conversa' });
    const a = await atribuirA(p.avaliadora, s);
    expect(a).toMatchObject({ tipo: 'escrita', origem: 'manual', avaliador: { id: p.avaliadora.user.id }, revogado_em: null, parecer: null, atrasado: false });
    expect(await statusDe(s.id)).toBe('em_avaliacao');
    const outra = await avaliadora(h.db, now);
    await atribuirA(outra, s);
    const avisos = await h.db.select().from(notificacoes).where(eq(notificacoes.usuarioId, p.autor.user.id));
    expect(avisos.filter((n) => n.titulo === 'Trabalho em avaliação').map((n) => n.mensagem)).toEqual(['O trabalho "Rodas de conversa", da chamada "Mostra de Experiências 2030", está em avaliação.']);
    expect(await tarefasNaFila(h.db, { chave: `email:submissao:${s.id}:em_avaliacao` })).toHaveLength(1);
    expect(await recusaDe(editarSubmissao(p.autor, { submissaoId: s.id }, corpoDeTrabalho(c, { enviar: true })))).toMatchObject({ code: 'CONFLITO', mensagem: M.naoEditavel });
    expect((await h.db.select().from(auditoria).where(eq(auditoria.acao, 'revisao.atribuir'))).length).toBe(2);
  });

  it('recusas: quem não avalia, conta desativada, pessoa inexistente, já atribuída, rascunho, retirado', async () => {
    const s = await trabalhoEnviado(p.autor, c);
    expect(await recusaDe(atribuirA(p.outro, s))).toMatchObject({ code: 'REGRA_NEGOCIO', mensagem: R.naoAvaliador });
    const desativada = await avaliadora(h.db, now, { ativo: false });
    expect(await recusaDe(atribuirA(desativada, s))).toMatchObject({ code: 'REGRA_NEGOCIO', mensagem: R.naoAvaliador });
    expect(await recusaDe(atribuir(p.admin, { submissaoId: s.id }, { avaliador_id: 999_999, tipo: 'escrita' }))).toMatchObject({ code: 'DADOS_INVALIDOS', mensagem: R.avaliadorNaoEncontrado });
    await atribuirA(p.avaliadora, s);
    expect(await recusaDe(atribuirA(p.avaliadora, s))).toMatchObject({ code: 'CONFLITO', mensagem: R.jaAtribuido });
    const rascunho = await criarSubmissao(p.outro, { chamadaId: c.id }, corpoDeTrabalho(c));
    expect(await recusaDe(atribuirA(p.avaliadora, rascunho))).toMatchObject({ code: 'NAO_ENCONTRADO', mensagem: M.submissaoNaoEncontrada });
    const retirado = await trabalhoEnviado(p.outro, c);
    await retirarSubmissao(p.outro, { submissaoId: retirado.id });
    expect(await recusaDe(atribuirA(p.avaliadora, retirado))).toMatchObject({ code: 'CONFLITO', mensagem: R.naoAtribuivel });
    expect(await recusaDe(atribuir(p.avaliadora, { submissaoId: s.id }, { avaliador_id: p.avaliadora.user.id, tipo: 'escrita' }))).toMatchObject({ code: 'SEM_PERMISSAO' });
  });

  it('oral: só com critérios orais e para trabalho aprovado para apresentação oral', async () => {
    const semOral = await chamadaPublicada(p.admin, { titulo: 'Sem oral', criterios_orais: [] });
    const s1 = await trabalhoEnviado(p.autor, semOral);
    expect(await recusaDe(atribuirA(p.avaliadora, s1, 'oral'))).toMatchObject({ code: 'REGRA_NEGOCIO', mensagem: R.semCriteriosOrais });
    const s2 = await trabalhoEnviado(p.autor, c);
    expect(await recusaDe(atribuirA(p.avaliadora, s2, 'oral'))).toMatchObject({ code: 'REGRA_NEGOCIO', mensagem: R.oralSoAprovadaOral });
    await decidir(p.admin, { submissaoId: s2.id }, { decisao: 'aprovada_oral', motivo: null });
    expect(await atribuirA(p.avaliadora, s2, 'oral')).toMatchObject({ tipo: 'oral' });
    // com avaliador oral, a decisão não sai de "aprovada oral"
    expect(await recusaDe(decidir(p.admin, { submissaoId: s2.id }, { decisao: 'aprovada_exposicao', motivo: null }))).toMatchObject({ code: 'CONFLITO', mensagem: R.decisaoComOral });
  });
});

describe('revogar e trocar', () => {
  it('revoga (o parecer enviado deixa de contar); revogar de novo ou em outro trabalho é recusado', async () => {
    const s = await trabalhoEnviado(p.autor, c);
    const a = await atribuirA(p.avaliadora, s);
    const notas = c.criterios.map((k) => ({ criterio_id: k.id, nota: k.escala_max, comentario: '' }));
    await salvarParecer(p.avaliadora, { submissaoId: s.id, tipo: 'escrita' }, { notas, comentario: '', observacao_reservada: '', enviar: true });
    expect((await h.db.select({ n: submissoes.notaEscrita }).from(submissoes).where(eq(submissoes.id, s.id)))[0]!.n).toBe(10);
    const outro = await trabalhoEnviado(p.outro, c);
    expect(await recusaDe(revogar(p.admin, { submissaoId: outro.id, atribuicaoId: a.id }))).toMatchObject({ code: 'NAO_ENCONTRADO', mensagem: R.atribuicaoNaoEncontrada });
    const revogada = await revogar(p.admin, { submissaoId: s.id, atribuicaoId: a.id });
    expect(revogada).toMatchObject({ id: a.id, revogado_em: ANTES_DO_PRAZO.toISOString(), parecer: { situacao: 'enviado', nota: 10 } });
    expect((await h.db.select({ n: submissoes.notaEscrita }).from(submissoes).where(eq(submissoes.id, s.id)))[0]!.n).toBeNull();
    expect(await recusaDe(revogar(p.admin, { submissaoId: s.id, atribuicaoId: a.id }))).toMatchObject({ code: 'CONFLITO', mensagem: R.atribuicaoRevogada });
  });

  it('troca no mesmo tipo; com conflito na pessoa nova, nada muda', async () => {
    const autoraInstrutora = await avaliadora(h.db, now, { nome: 'Iara' });
    const s = await trabalhoEnviado(autoraInstrutora, c);
    const a = await atribuirA(p.avaliadora, s);
    expect(await recusaDe(substituir(p.admin, { submissaoId: s.id, atribuicaoId: a.id }, { avaliador_id: autoraInstrutora.user.id }))).toMatchObject({ details: { conflito: 'autor' } });
    expect((await ativas(s.id)).map((x) => x.avaliadorId)).toEqual([p.avaliadora.user.id]);
    expect(await recusaDe(substituir(p.admin, { submissaoId: s.id, atribuicaoId: a.id }, { avaliador_id: p.avaliadora.user.id }))).toMatchObject({ code: 'CONFLITO', mensagem: R.jaAtribuido });
    const nova = await avaliadora(h.db, now, { nome: 'Nina Nova' });
    expect(await substituir(p.admin, { submissaoId: s.id, atribuicaoId: a.id }, { avaliador_id: nova.user.id })).toMatchObject({ tipo: 'escrita', origem: 'manual', avaliador: { nome: 'Nina Nova' } });
    expect((await ativas(s.id)).map((x) => x.avaliadorId)).toEqual([nova.user.id]);
  });
});

describe('atribuição automática', () => {
  async function cenario() {
    const [aps, vig] = c.linhas;
    // quatro pessoas: duas em cada linha, uma delas nas duas; a do autor é coautora de um trabalho
    const nas2 = await avaliadora(h.db, now, { nome: 'Duas Linhas', chamada: c, linhas: [aps!.id, vig!.id] });
    const soAps = await avaliadora(h.db, now, { nome: 'Só APS', email: 'so.aps@rede.test', chamada: c, linhas: [aps!.id] });
    const soVig = await avaliadora(h.db, now, { nome: 'Só VIG', chamada: c, linhas: [vig!.id] });
    const outraAps = await avaliadora(h.db, now, { nome: 'Outra APS', chamada: c, linhas: [aps!.id] });
    // quem não declarou linhas não entra na distribuição automática
    await avaliadora(h.db, now, { nome: 'Sem Linhas' });
    const trabalhos = [];
    for (let i = 0; i < 4; i++) trabalhos.push(await trabalhoEnviado(p.autor, c, { titulo: `APS ${i}` }));
    trabalhos.push(await trabalhoEnviado(p.outro, c, { titulo: 'APS com coautora', coautores: [{ nome: 'Só APS', email: 'so.aps@rede.test' }] }));
    for (let i = 0; i < 2; i++) trabalhos.push(await trabalhoEnviado(p.outro, c, { titulo: `VIG ${i}`, linha_id: vig!.id }));
    return { nas2, soAps, soVig, outraAps, trabalhos };
  }

  it('a prévia não grava; aplicar grava a mesma proposta: N por trabalho, sem conflito, só nas linhas declaradas, carga equilibrada', async () => {
    const x = await cenario();
    const previa = await atribuicaoAutomatica(p.admin, { chamadaId: c.id }, { tipo: 'escrita', aplicar: false });
    expect(previa).toMatchObject({ aplicada: false, resumo: { trabalhos: 7, novas: 14, prefiro_nao_usados: 0 }, sem_cobertura: [] });
    expect(await h.db.select().from(submissaoAvaliadores)).toEqual([]);
    expect(await statusDe(x.trabalhos[0]!.id)).toBe('submetida');
    // 14 vagas: VIG só tem duas pessoas (2 trabalhos × 2), então "Só VIG" fica com 2 e as outras três
    // dividem o resto por igual — o mais equilibrado que as linhas permitem
    expect(Object.fromEntries(previa.carga.map((k) => [k.avaliador.nome, k.depois]))).toEqual({ 'Duas Linhas': 4, 'Só APS': 4, 'Só VIG': 2, 'Outra APS': 4 });
    const linhaDe = new Map(x.trabalhos.map((t) => [t.id, t.linha!.id]));
    const declarou = new Map([[x.nas2.user.id, c.linhas.map((l) => l.id)], [x.soAps.user.id, [c.linhas[0]!.id]], [x.soVig.user.id, [c.linhas[1]!.id]], [x.outraAps.user.id, [c.linhas[0]!.id]]]);
    for (const a of previa.atribuicoes) {
      expect(declarou.get(a.avaliador.id)).toContain(linhaDe.get(a.submissao_id));
      expect(a.na_linha).toBe(true);
    }
    // a coautora nunca recebe o próprio trabalho
    const comCoautora = x.trabalhos[4]!.id;
    expect(previa.atribuicoes.filter((a) => a.submissao_id === comCoautora).map((a) => a.avaliador.id)).not.toContain(x.soAps.user.id);

    const aplicada = await atribuicaoAutomatica(p.admin, { chamadaId: c.id }, { tipo: 'escrita', aplicar: true, previa: previa.previa });
    expect(aplicada).toMatchObject({ aplicada: true, previa: previa.previa, atribuicoes: previa.atribuicoes });
    const gravadas = await h.db.select().from(submissaoAvaliadores);
    expect(gravadas).toHaveLength(14);
    expect(new Set(gravadas.map((g) => g.origem))).toEqual(new Set(['automatica']));
    for (const t of x.trabalhos) expect(await statusDe(t.id)).toBe('em_avaliacao');
    expect((await h.db.select().from(notificacoes).where(eq(notificacoes.titulo, 'Trabalho em avaliação'))).length).toBe(7);
    // de novo: nada falta
    expect((await atribuicaoAutomatica(p.admin, { chamadaId: c.id }, { tipo: 'escrita', aplicar: true })).resumo.novas).toBe(0);
  });

  it('com a prévia velha (uma atribuição mudou), aplicar é recusado e nada é gravado', async () => {
    const x = await cenario();
    const previa = await atribuicaoAutomatica(p.admin, { chamadaId: c.id }, { tipo: 'escrita', aplicar: false });
    await atribuirA(x.outraAps, x.trabalhos[0]!);
    expect(await recusaDe(atribuicaoAutomatica(p.admin, { chamadaId: c.id }, { tipo: 'escrita', aplicar: true, previa: previa.previa }))).toMatchObject({
      code: 'CONFLITO', mensagem: R.previaDesatualizada,
    });
    expect(await h.db.select().from(submissaoAvaliadores)).toHaveLength(1);
  });

  it('conflito por unidade na distribuição: a pessoa da unidade do autor não recebe o trabalho', async () => {
    const comUnidade = await chamadaPublicada(p.admin, { titulo: 'Por unidade', conflito_unidade: true, avaliadores_por_trabalho: 1 });
    const linha = comUnidade.linhas[0]!.id;
    const mesma = await avaliadora(h.db, now, { campos: { unidadeId: unidades[0]! }, chamada: comUnidade, linhas: [linha] });
    const outra = await avaliadora(h.db, now, { campos: { unidadeId: unidades[2]! }, chamada: comUnidade, linhas: [linha] });
    for (let i = 0; i < 3; i++) await trabalhoEnviado(p.autor, comUnidade);
    const r = await atribuicaoAutomatica(p.admin, { chamadaId: comUnidade.id }, { tipo: 'escrita', aplicar: true });
    expect(r.atribuicoes.map((a) => a.avaliador.id)).toEqual([outra.user.id, outra.user.id, outra.user.id]);
    const autor = await h.db.select().from(submissoes).where(eq(submissoes.chamadaId, comUnidade.id));
    for (const s of autor) {
      expect(conflitoDeInteresse({ id: mesma.user.id, email: mesma.email, cpf: null, unidadeId: unidades[0]! }, { autorId: s.autorId, autorUnidadeId: unidades[0]!, coautores: [] }, true)).toBe('unidade');
    }
    expect(r.carga.find((k) => k.avaliador.id === mesma.user.id)!.depois).toBe(0);
  });

  it('sem ninguém com linhas, tudo fica sem cobertura; chamada inexistente é 404; só a administração', async () => {
    const s = await trabalhoEnviado(p.autor, c);
    const r = await atribuicaoAutomatica(p.admin, { chamadaId: c.id }, { tipo: 'escrita', aplicar: false });
    expect(r.sem_cobertura).toEqual([{ submissao_id: s.id, titulo: s.titulo, faltam: 2 }]);
    expect(await recusaDe(atribuicaoAutomatica(p.admin, { chamadaId: 9999 }, { tipo: 'escrita', aplicar: false }))).toMatchObject({ code: 'NAO_ENCONTRADO' });
    expect(await recusaDe(atribuicaoAutomatica(p.avaliadora, { chamadaId: c.id }, { tipo: 'escrita', aplicar: false }))).toMatchObject({ code: 'SEM_PERMISSAO' });
  });
});

describe('quem pode avaliar na chamada', () => {
  it('instrutores e administradores ativos, com linhas declaradas primeiro, carga e lances', async () => {
    const com = await avaliadora(h.db, now, { nome: 'Com Linha', chamada: c, linhas: [c.linhas[1]!.id] });
    await criarUsuario(h.db, { nome: 'Instrutor Desativado', perfis: ['instrutor'], ativo: false, scryptLogN: 4 });
    const s = await trabalhoEnviado(p.autor, c);
    await atribuirA(com, s);
    const lista = await avaliadoresDaChamada(p.admin, { chamadaId: c.id });
    expect(lista[0]).toMatchObject({ id: com.user.id, linhas: [c.linhas[1]!.id], atribuicoes_escrita: 1, atribuicoes_oral: 0, enviados: 0, lances: { quero: 0, posso: 0, prefiro_nao: 0 } });
    expect(lista.map((x) => x.nome)).not.toContain('Instrutor Desativado');
    expect(lista.map((x) => x.id)).toEqual(expect.arrayContaining([p.admin.user.id, p.avaliadora.user.id]));
    expect(lista.map((x) => x.id)).not.toContain(p.autor.user.id);
  });
});
