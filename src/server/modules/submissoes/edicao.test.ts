import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { ChamadaAdmin } from '#shared/contracts/chamadas.ts';
import type { SubmissaoEntrada } from '#shared/contracts/submissoes.ts';
import { limiteMensagem, maxCoautoresMensagem, MENSAGENS_CHAMADA as M } from '#shared/rules/chamadas.ts';
import type { DbHandle } from '../../db/client.ts';
import { submissaoCoautores, submissoes } from '../../db/schema/index.ts';
import { ANTES_DO_PRAZO, chamadaPublicada, corpoDeTrabalho, DEPOIS_DO_PRAZO, pessoasDaMostra, ULTIMO_SEGUNDO, type PessoasDaMostra } from '../../testing/chamadas.ts';
import { criarBancoDeTeste, limparBanco } from '../../testing/db.ts';
import { criarUsuario, ctxDeTeste } from '../../testing/factories.ts';
import { recusaDe } from '../../testing/recusa.ts';
import { criarSubmissao, editarSubmissao, retirarSubmissao } from './edicao.ts';
import { obterSubmissao } from './submissoes.service.ts';

let h: DbHandle;
beforeAll(async () => {
  h = await criarBancoDeTeste();
});
afterAll(() => h.close());

const relogio = { agora: ANTES_DO_PRAZO };
let p: PessoasDaMostra;
let c: ChamadaAdmin;
beforeEach(async () => {
  await limparBanco(h);
  relogio.agora = ANTES_DO_PRAZO;
  p = await pessoasDaMostra(h.db, () => relogio.agora);
  c = await chamadaPublicada(p.admin, { max_coautores: 2, limites: { titulo: 60, introducao: 120, objetivos: 100, metodo: 100, resultados: 100, consideracoes: 100, bibliografia: 200 } });
});

const trabalho = (o: Partial<SubmissaoEntrada> = {}) => corpoDeTrabalho(c, o);
const criar = (o: Partial<SubmissaoEntrada> = {}) => criarSubmissao(p.autor, { chamadaId: c.id }, trabalho(o));
const vazio = { titulo: '', inicio_experiencia: null, linha_id: null, introducao: '', objetivos: '', metodo: '', resultados: '', consideracoes: '' };

describe('rascunho e envio', () => {
  it('guarda um rascunho incompleto com a lista do que falta; envia quando completo', async () => {
    const r = await criar({ ...vazio, titulo: 'Ideia inicial' });
    expect(r).toMatchObject({
      status: 'rascunho',
      titulo: 'Ideia inicial',
      linha: null,
      submetida_em: null,
      chamada: { id: c.id, titulo: 'Mostra de Experiências 2030', prazo_final: '2030-03-31T23:59', aberta: true, aceita_poster: true },
      autor: { id: p.autor.user.id, nome: 'Alice Autora', email: 'alice@escola.test' },
      pode_editar: true,
      pode_retirar: true,
      pode_enviar_poster: true,
      poster: null,
    });
    expect(r.pendencias.map((x) => x.campo)).toEqual(['inicio_experiencia', 'linha_id', 'introducao', 'objetivos', 'metodo', 'resultados', 'consideracoes']);
    const enviada = await editarSubmissao(p.autor, { submissaoId: r.id }, trabalho({ enviar: true }));
    expect(enviada).toMatchObject({ status: 'submetida', submetida_em: ANTES_DO_PRAZO.toISOString(), pendencias: [], linha: { id: c.linhas[0]!.id, codigo: 'APS', nome: 'Atenção Primária' } });
  });

  it('enviar incompleto é recusado com todos os campos que faltam', async () => {
    const recusa = await recusaDe(criar({ metodo: '', consideracoes: '  ', enviar: true }));
    expect(recusa).toMatchObject({
      code: 'DADOS_INVALIDOS',
      mensagem: 'Preencha Método.',
      details: { campos: [{ campo: 'metodo', mensagem: 'Preencha Método.' }, { campo: 'consideracoes', mensagem: 'Preencha Considerações finais.' }] },
    });
    expect(await h.db.select().from(submissoes)).toEqual([]);
  });

  it('o enviado continua editável até o prazo, mas sempre completo (não volta a rascunho)', async () => {
    const r = await criar({ enviar: true });
    const editado = await editarSubmissao(p.autor, { submissaoId: r.id }, trabalho({ titulo: 'Título revisado' }));
    expect(editado).toMatchObject({ status: 'submetida', titulo: 'Título revisado', submetida_em: ANTES_DO_PRAZO.toISOString() });
    expect(await recusaDe(editarSubmissao(p.autor, { submissaoId: r.id }, trabalho({ resultados: '' })))).toMatchObject({ code: 'DADOS_INVALIDOS', mensagem: 'Preencha Resultados.' });
  });

  it('rascunho também respeita as regras: limites da chamada, linha da chamada, início no período', async () => {
    const outra = await chamadaPublicada(p.admin, { titulo: 'Outra' });
    const casos: [Partial<SubmissaoEntrada>, string, string][] = [
      [{ titulo: 'x'.repeat(61) }, 'titulo', limiteMensagem('titulo', 60)],
      [{ introducao: 'é'.repeat(121) }, 'introducao', 'Introdução pode ter no máximo 120 caracteres.'],
      [{ bibliografia: 'b'.repeat(201) }, 'bibliografia', limiteMensagem('bibliografia', 200)],
      [{ linha_id: outra.linhas[0]!.id }, 'linha_id', M.linhaInvalida],
      [{ inicio_experiencia: '2028-12' }, 'inicio_experiencia', M.inicioForaDoPeriodo],
      [{ inicio_experiencia: '2030-07' }, 'inicio_experiencia', M.inicioForaDoPeriodo],
    ];
    for (const [o, campo, mensagem] of casos) {
      expect(await recusaDe(criar(o)), mensagem).toMatchObject({ code: 'DADOS_INVALIDOS', mensagem, details: { campos: [{ campo, mensagem }] } });
    }
    // no limite exato passa (um emoji conta um caractere, como no banco)
    expect((await criar({ introducao: `${'a'.repeat(119)}😀`, inicio_experiencia: '2030-06' })).introducao).toHaveLength(121);
  });

  it('criar só em chamada publicada (rascunho e inexistente: 404)', async () => {
    const rascunho = await chamadaPublicada(p.admin, { titulo: 'Rascunho', publicado: false });
    expect(await recusaDe(criarSubmissao(p.autor, { chamadaId: rascunho.id }, trabalho()))).toMatchObject({ code: 'NAO_ENCONTRADO', mensagem: M.chamadaNaoEncontrada });
    expect(await recusaDe(criarSubmissao(p.autor, { chamadaId: 9999 }, trabalho()))).toMatchObject({ code: 'NAO_ENCONTRADO' });
  });
});

describe('coautores', () => {
  it('até o máximo da chamada; a conta é achada pelo e-mail ou pelo CPF', async () => {
    const comConta = await criarUsuario(h.db, { email: 'bruno@escola.test', cpf: '52998224725' });
    const r = await criar({
      coautores: [
        { nome: 'Bruno Coautor', email: 'BRUNO@escola.test', unidade_id: p.unidadeId },
        { nome: 'Carla Orientadora', email: 'carla@universidade.test', papel: 'orientador', cpf: '529.982.247-25' },
      ],
    });
    expect(r.coautores).toEqual([
      { nome: 'Bruno Coautor', email: 'bruno@escola.test', unidade: { id: p.unidadeId, nome: expect.any(String) }, papel: 'coautor', cpf: null },
      { nome: 'Carla Orientadora', email: 'carla@universidade.test', unidade: null, papel: 'orientador', cpf: '52998224725' },
    ]);
    const contas = (await h.db.select({ usuarioId: submissaoCoautores.usuarioId }).from(submissaoCoautores)).map((x) => x.usuarioId);
    expect(contas).toEqual([comConta.id, comConta.id]);
  });

  it('recusa coautores demais, e-mail repetido, o próprio autor e unidade inexistente', async () => {
    const co = (email: string, o: object = {}) => ({ nome: 'Fulano de Tal', email, ...o });
    const casos: [Partial<SubmissaoEntrada>, string][] = [
      [{ coautores: [co('a@x.test'), co('b@x.test'), co('c@x.test')] }, maxCoautoresMensagem(2)],
      [{ coautores: [co('a@x.test'), co('A@x.test')] }, M.coautorRepetido],
      [{ coautores: [co('alice@escola.test')] }, M.autorComoCoautor],
      [{ coautores: [co('a@x.test', { unidade_id: 999_999 })] }, 'Selecione uma unidade válida.'],
    ];
    for (const [o, mensagem] of casos) expect(await recusaDe(criar(o)), mensagem).toMatchObject({ code: 'DADOS_INVALIDOS', mensagem });
    const semCoautores = await chamadaPublicada(p.admin, { titulo: 'Individual', max_coautores: 0 });
    expect(await recusaDe(criarSubmissao(p.autor, { chamadaId: semCoautores.id }, corpoDeTrabalho(semCoautores, { coautores: [co('a@x.test')] })))).toMatchObject({
      mensagem: 'Esta chamada não aceita coautores.',
    });
  });

  it('o autor não entra como coautor nem pelo CPF da própria conta', async () => {
    const alice = await criarUsuario(h.db, { email: 'alice2@escola.test', cpf: '11144477735' });
    const ctx = ctxDeTeste(h.db, { id: alice.id }, { now: () => relogio.agora });
    const recusa = await recusaDe(criarSubmissao(ctx, { chamadaId: c.id }, trabalho({ coautores: [{ nome: 'Alice de Outro E-mail', email: 'alice@pessoal.test', cpf: '11144477735' }] })));
    expect(recusa).toMatchObject({ mensagem: M.autorComoCoautor, details: { campos: [{ campo: 'coautores.0.email' }] } });
  });
});

describe('prazo (relógio de São Paulo)', () => {
  it('cria, edita e retira até 23:59:59 do prazo; depois, só leitura', async () => {
    const r = await criar();
    relogio.agora = ULTIMO_SEGUNDO;
    await editarSubmissao(p.autor, { submissaoId: r.id }, trabalho({ titulo: 'No último segundo' }));
    const outro = await criar();
    relogio.agora = DEPOIS_DO_PRAZO;
    expect(await recusaDe(criar())).toMatchObject({ code: 'REGRA_NEGOCIO', status: 422, mensagem: M.prazoEncerrado });
    expect(await recusaDe(editarSubmissao(p.autor, { submissaoId: r.id }, trabalho({ enviar: true })))).toMatchObject({ code: 'REGRA_NEGOCIO', mensagem: M.prazoAlteracoes });
    expect(await recusaDe(retirarSubmissao(p.autor, { submissaoId: outro.id }))).toMatchObject({ code: 'REGRA_NEGOCIO', mensagem: M.prazoAlteracoes });
    expect(await obterSubmissao(p.autor, { submissaoId: r.id })).toMatchObject({ status: 'rascunho', titulo: 'No último segundo', pode_editar: false, pode_retirar: false, pode_enviar_poster: false, chamada: { aberta: false } });
  });
});

describe('retirar', () => {
  it('rascunho ou enviado; definitivo (depois, nem editar nem retirar de novo)', async () => {
    const r = await criar({ enviar: true });
    const retirada = await retirarSubmissao(p.autor, { submissaoId: r.id });
    expect(retirada).toMatchObject({ status: 'retirada', retirada_em: ANTES_DO_PRAZO.toISOString(), pode_editar: false, pode_retirar: false });
    expect(await recusaDe(retirarSubmissao(p.autor, { submissaoId: r.id }))).toMatchObject({ code: 'CONFLITO', mensagem: M.jaRetirada });
    expect(await recusaDe(editarSubmissao(p.autor, { submissaoId: r.id }, trabalho()))).toMatchObject({ code: 'CONFLITO', mensagem: M.jaRetirada });
    expect((await retirarSubmissao(p.autor, { submissaoId: (await criar(vazio)).id })).status).toBe('retirada');
  });

  it('em avaliação ou decidido, o autor não mexe mais', async () => {
    const r = await criar({ enviar: true });
    await h.db.update(submissoes).set({ status: 'em_avaliacao' }).where(eq(submissoes.id, r.id));
    expect(await recusaDe(editarSubmissao(p.autor, { submissaoId: r.id }, trabalho()))).toMatchObject({ code: 'CONFLITO', mensagem: M.naoEditavel });
    expect(await recusaDe(retirarSubmissao(p.autor, { submissaoId: r.id }))).toMatchObject({ code: 'CONFLITO', mensagem: M.naoEditavel });
  });
});

describe('de quem é', () => {
  it('outra pessoa não acha o trabalho (404); a administração acha o enviado mas não mexe (403)', async () => {
    const rascunho = await criar();
    const enviado = await criar({ enviar: true });
    for (const id of [rascunho.id, enviado.id]) {
      expect(await recusaDe(editarSubmissao(p.outro, { submissaoId: id }, trabalho()))).toMatchObject({ code: 'NAO_ENCONTRADO', mensagem: M.submissaoNaoEncontrada });
      expect(await recusaDe(retirarSubmissao(p.outro, { submissaoId: id }))).toMatchObject({ code: 'NAO_ENCONTRADO' });
    }
    expect(await recusaDe(editarSubmissao(p.admin, { submissaoId: rascunho.id }, trabalho()))).toMatchObject({ code: 'NAO_ENCONTRADO' });
    expect(await recusaDe(editarSubmissao(p.admin, { submissaoId: enviado.id }, trabalho()))).toMatchObject({ code: 'SEM_PERMISSAO', mensagem: M.soSeus });
    expect(await recusaDe(retirarSubmissao(p.admin, { submissaoId: enviado.id }))).toMatchObject({ code: 'SEM_PERMISSAO', mensagem: M.soSeus });
  });
});
