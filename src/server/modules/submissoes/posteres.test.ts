import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { ChamadaAdmin } from '#shared/contracts/chamadas.ts';
import { MENSAGENS_CHAMADA as M } from '#shared/rules/chamadas.ts';
import type { DbHandle } from '../../db/client.ts';
import { submissaoAvaliadores, submissaoPosteres, submissoes } from '../../db/schema/index.ts';
import { ARQUIVOS_DE_TESTE as A } from '../../testing/arquivos.ts';
import { ANTES_DO_PRAZO, atribuirNoBanco, chamadaPublicada, corpoDeTrabalho, DEPOIS_DO_PRAZO, pessoasDaMostra, type PessoasDaMostra } from '../../testing/chamadas.ts';
import { criarBancoDeTeste, limparBanco } from '../../testing/db.ts';
import { criarUsuario, ctxDeTeste } from '../../testing/factories.ts';
import { recusaDe } from '../../testing/recusa.ts';
import { criarSubmissao, retirarSubmissao } from './edicao.ts';
import { baixarPoster, baixarPosterAnterior, enviarPoster } from './posteres.ts';
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
  c = await chamadaPublicada(p.admin);
});

const trabalho = (enviar = true) => criarSubmissao(p.autor, { chamadaId: c.id }, corpoDeTrabalho(c, { enviar }));
const enviar = (id: number, conteudo: Buffer, nome: string | null = 'poster.pdf', quem = p.autor) => enviarPoster(quem, { submissaoId: id }, { nome, conteudo });

describe('envio do pôster', () => {
  it('aceita PNG, JPG, WEBP, PDF, PPT e PPTX pelo conteúdo; recusa o resto com a lista dos tipos', async () => {
    const s = await trabalho();
    for (const [tipo, conteudo] of [['png', A.png], ['jpeg', A.jpeg], ['webp', A.webp], ['pdf', A.pdf], ['ppt', A.ppt], ['pptx', A.pptx]] as const) {
      expect((await enviar(s.id, conteudo, `poster.${tipo}`)).tipo).toBe(tipo);
    }
    for (const conteudo of [A.docx, A.doc, A.html]) {
      expect(await recusaDe(enviar(s.id, conteudo, 'poster.pdf'))).toMatchObject({ code: 'DADOS_INVALIDOS', mensagem: 'Envie um arquivo PNG, JPG, WEBP, PDF, PPT ou PPTX.' });
    }
    const grande = Buffer.concat([A.pdf, Buffer.alloc(30 * 1024 * 1024)]);
    expect(await recusaDe(enviar(s.id, grande))).toMatchObject({ code: 'MUITO_GRANDE', mensagem: 'O arquivo passa do limite de 30 MB.' });
  });

  it('trocar guarda o anterior no histórico (o arquivo continua); o nome leva a extensão do conteúdo', async () => {
    const s = await trabalho(false);
    const v1 = await enviar(s.id, A.pdf, 'Pôster Mostra.pdf');
    relogio.agora = new Date(ANTES_DO_PRAZO.getTime() + 60_000);
    const v2 = await enviar(s.id, A.pptx, 'Pôster Mostra (final).ppt');
    expect(v2).toMatchObject({ nome_arquivo: 'Pôster Mostra (final).pptx', tipo: 'pptx', tamanho: A.pptx.length });
    const visto = await obterSubmissao(p.autor, { submissaoId: s.id });
    expect(visto.poster).toEqual(v2);
    expect(visto.posteres_anteriores).toEqual([v1]);
    const linhas = await h.db.select().from(submissaoPosteres).orderBy(submissaoPosteres.id);
    expect(linhas.map((l) => l.substituidoEm?.toISOString() ?? null)).toEqual([relogio.agora.toISOString(), null]);
    expect(await p.autor.storage.ler(linhas[0]!.chave)).toEqual(A.pdf);
    expect(await baixarPosterAnterior(p.autor, { submissaoId: s.id, posterId: v1.id })).toEqual({ nome: 'Pôster Mostra.pdf', mime: 'application/pdf', conteudo: A.pdf });
  });

  it('só o autor, até o prazo, com o trabalho editável e a chamada aceitando pôster', async () => {
    const s = await trabalho();
    expect(await recusaDe(enviar(s.id, A.pdf, 'p.pdf', p.outro))).toMatchObject({ code: 'NAO_ENCONTRADO', mensagem: M.submissaoNaoEncontrada });
    expect(await recusaDe(enviar(s.id, A.pdf, 'p.pdf', p.admin))).toMatchObject({ code: 'SEM_PERMISSAO', mensagem: M.soSeus });
    const semPoster = await chamadaPublicada(p.admin, { titulo: 'Sem pôster', aceita_poster: false });
    const s2 = await criarSubmissao(p.autor, { chamadaId: semPoster.id }, corpoDeTrabalho(semPoster));
    expect(await recusaDe(enviar(s2.id, A.pdf))).toMatchObject({ code: 'REGRA_NEGOCIO', mensagem: M.posterNaoAceito });
    expect((await obterSubmissao(p.autor, { submissaoId: s2.id })).pode_enviar_poster).toBe(false);
    const retirado = await trabalho();
    await retirarSubmissao(p.autor, { submissaoId: retirado.id });
    expect(await recusaDe(enviar(retirado.id, A.pdf))).toMatchObject({ code: 'CONFLITO', mensagem: M.jaRetirada });
    await h.db.update(submissoes).set({ status: 'em_avaliacao' }).where(eq(submissoes.id, s.id));
    expect(await recusaDe(enviar(s.id, A.pdf))).toMatchObject({ code: 'CONFLITO', mensagem: M.naoEditavel });
    const outro = await trabalho();
    relogio.agora = DEPOIS_DO_PRAZO;
    expect(await recusaDe(enviar(outro.id, A.pdf))).toMatchObject({ code: 'REGRA_NEGOCIO', mensagem: M.prazoAlteracoes });
    expect(await h.db.select().from(submissaoPosteres)).toEqual([]);
  });
});

describe('quem baixa o pôster', () => {
  it('o autor e a administração com o nome original; quem avalia o trabalho com nome neutro; os demais, 404', async () => {
    const s = await trabalho();
    await enviar(s.id, A.pdf, 'Alice Autora - pôster.pdf');
    expect((await baixarPoster(p.autor, { submissaoId: s.id })).nome).toBe('Alice Autora - pôster.pdf');
    expect(await baixarPoster(p.admin, { submissaoId: s.id })).toEqual({ nome: 'Alice Autora - pôster.pdf', mime: 'application/pdf', conteudo: A.pdf });
    // quem avalia: atribuição ativa no trabalho; o nome do arquivo não denuncia quem escreveu
    expect(await recusaDe(baixarPoster(p.avaliadora, { submissaoId: s.id }))).toMatchObject({ code: 'NAO_ENCONTRADO', mensagem: M.submissaoNaoEncontrada });
    await atribuirNoBanco(h.db, { id: s.id, chamadaId: c.id }, p.avaliadora.user.id, 'oral');
    expect(await baixarPoster(p.avaliadora, { submissaoId: s.id })).toEqual({ nome: `poster-trabalho-${s.id}.pdf`, mime: 'application/pdf', conteudo: A.pdf });
    // o histórico não é de quem avalia
    expect(await recusaDe(baixarPosterAnterior(p.avaliadora, { submissaoId: s.id, posterId: 1 }))).toMatchObject({ code: 'NAO_ENCONTRADO' });
    // outra avaliadora (de outro trabalho) e outra pessoa: 404
    const outraAvaliadora = ctxDeTeste(h.db, { id: (await criarUsuario(h.db, { perfis: ['usuario', 'instrutor'] })).id, perfis: ['usuario', 'instrutor'] }, { now: () => relogio.agora });
    for (const quem of [outraAvaliadora, p.outro]) expect(await recusaDe(baixarPoster(quem, { submissaoId: s.id }))).toMatchObject({ code: 'NAO_ENCONTRADO' });
    // revogada a atribuição, acabou o acesso
    await h.db.update(submissaoAvaliadores).set({ revogadoEm: new Date(relogio.agora.getTime() + 1000) });
    expect(await recusaDe(baixarPoster(p.avaliadora, { submissaoId: s.id }))).toMatchObject({ code: 'NAO_ENCONTRADO' });
  });

  it('sem pôster: 404 com a mensagem; rascunho alheio: 404 também para a administração', async () => {
    const s = await trabalho();
    expect(await recusaDe(baixarPoster(p.autor, { submissaoId: s.id }))).toMatchObject({ code: 'NAO_ENCONTRADO', mensagem: M.semPoster });
    const rascunho = await trabalho(false);
    await enviar(rascunho.id, A.png, 'p.png');
    expect(await recusaDe(baixarPoster(p.admin, { submissaoId: rascunho.id }))).toMatchObject({ code: 'NAO_ENCONTRADO', mensagem: M.submissaoNaoEncontrada });
    expect(await recusaDe(baixarPosterAnterior(p.autor, { submissaoId: rascunho.id, posterId: 99_999 }))).toMatchObject({ code: 'NAO_ENCONTRADO', mensagem: 'Pôster não encontrado.' });
  });
});
