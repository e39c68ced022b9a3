import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { MENSAGENS_CHAMADA as M, semModeloMensagem } from '#shared/rules/chamadas.ts';
import type { DbHandle } from '../../db/client.ts';
import { chamadaModelos } from '../../db/schema/index.ts';
import { ARQUIVOS_DE_TESTE as A } from '../../testing/arquivos.ts';
import { ANTES_DO_PRAZO, chamadaPublicada, corpoDeChamada, pessoasDaMostra, type PessoasDaMostra } from '../../testing/chamadas.ts';
import { criarBancoDeTeste, limparBanco } from '../../testing/db.ts';
import { recusaDe } from '../../testing/recusa.ts';
import { obterChamada, obterChamadaAdmin } from './chamadas.service.ts';
import { criarChamada, excluirChamada } from './edicao.ts';
import { baixarModelo, enviarModelo, metadadosDoModelo, removerModelo } from './modelos.ts';

let h: DbHandle;
beforeAll(async () => {
  h = await criarBancoDeTeste();
});
afterAll(() => h.close());

let p: PessoasDaMostra;
beforeEach(async () => {
  await limparBanco(h);
  p = await pessoasDaMostra(h.db, () => ANTES_DO_PRAZO);
});

const chaves = async () => (await h.db.select({ chave: chamadaModelos.chave }).from(chamadaModelos)).map((m) => m.chave);

describe('modelos de banner e de slides', () => {
  it('aceita PPTX, PPT e PDF pelo conteúdo, com o nome da pessoa e a extensão do tipo verdadeiro', async () => {
    const c = await chamadaPublicada(p.admin);
    const banner = await enviarModelo(p.admin, c.id, 'banner', { nome: 'C:\\Modelos\\Banner Mostra.ppt', conteudo: A.pptx });
    expect(banner).toMatchObject({
      tipo: 'banner',
      nome_arquivo: 'Banner Mostra.pptx',
      mime: 'application/vnd.openxmlformats-officedocument.presentationml.presentation',
      tamanho: A.pptx.length,
      hash_sha256: expect.stringMatching(/^[0-9a-f]{64}$/),
      enviado_em: ANTES_DO_PRAZO.toISOString(),
      enviado_por: { id: p.admin.user.id, nome: 'Ana Administradora' },
    });
    expect((await enviarModelo(p.admin, c.id, 'slides', { nome: null, conteudo: A.ppt })).nome_arquivo).toBe('modelo-slides.ppt');
    expect((await enviarModelo(p.admin, c.id, 'slides', { nome: 'orientações.pdf', conteudo: A.pdf })).mime).toBe('application/pdf');
    const edital = await obterChamada(p.autor, { chamadaId: c.id });
    expect([edital.tem_modelo_banner, edital.tem_modelo_slides]).toEqual([true, true]);
  });

  it('recusa pelo conteúdo, não pelo nome: um .docx chamado .pptx, uma imagem, um HTML', async () => {
    const c = await chamadaPublicada(p.admin);
    for (const conteudo of [A.docx, A.png, A.html, A.doc]) {
      expect(await recusaDe(enviarModelo(p.admin, c.id, 'banner', { nome: 'modelo.pptx', conteudo }))).toMatchObject({ code: 'DADOS_INVALIDOS', mensagem: 'Envie um arquivo PPTX, PPT ou PDF.' });
    }
    expect(await recusaDe(enviarModelo(p.admin, c.id, 'banner', { nome: 'vazio.pptx', conteudo: Buffer.alloc(0) }))).toMatchObject({ mensagem: 'O arquivo está vazio.' });
    const grande = Buffer.concat([A.pdf, Buffer.alloc(30 * 1024 * 1024)]);
    expect(await recusaDe(enviarModelo(p.admin, c.id, 'banner', { nome: 'grande.pdf', conteudo: grande }))).toMatchObject({ code: 'MUITO_GRANDE', status: 413, mensagem: 'O arquivo passa do limite de 30 MB.' });
    expect(await chaves()).toEqual([]);
  });

  it('trocar substitui o arquivo no Storage; remover apaga', async () => {
    const c = await chamadaPublicada(p.admin);
    await enviarModelo(p.admin, c.id, 'banner', { nome: 'v1.pptx', conteudo: A.pptx });
    const [v1] = await chaves();
    await enviarModelo(p.admin, c.id, 'banner', { nome: 'v2.pdf', conteudo: A.pdf });
    const [v2] = await chaves();
    expect(v2).not.toBe(v1);
    expect(await p.admin.storage.ler(v1!)).toBeNull();
    expect(await baixarModelo(p.autor, c.id, 'banner')).toEqual({ nome: 'v2.pdf', mime: 'application/pdf', conteudo: A.pdf });
    expect(await removerModelo(p.admin, c.id, 'banner')).toBeNull();
    expect(await p.admin.storage.ler(v2!)).toBeNull();
    expect(await recusaDe(removerModelo(p.admin, c.id, 'banner'))).toMatchObject({ code: 'NAO_ENCONTRADO', mensagem: semModeloMensagem('banner') });
    expect(await metadadosDoModelo(p.admin, c.id, 'banner')).toBeNull();
  });

  it('quem não administra baixa só o modelo de chamada publicada; rascunho e chamada sem modelo: 404', async () => {
    const rascunho = await criarChamada(p.admin, corpoDeChamada({ publicado: false }));
    await enviarModelo(p.admin, rascunho.id, 'banner', { nome: 'm.pptx', conteudo: A.pptx });
    expect(await recusaDe(baixarModelo(p.autor, rascunho.id, 'banner'))).toMatchObject({ code: 'NAO_ENCONTRADO', mensagem: M.chamadaNaoEncontrada });
    expect((await baixarModelo(p.admin, rascunho.id, 'banner')).nome).toBe('m.pptx');
    expect(await recusaDe(baixarModelo(p.admin, rascunho.id, 'slides'))).toMatchObject({ code: 'NAO_ENCONTRADO', mensagem: 'Esta chamada não tem modelo de slides.' });
    expect(await recusaDe(enviarModelo(p.autor, rascunho.id, 'banner', { nome: 'm.pptx', conteudo: A.pptx }))).toMatchObject({ code: 'SEM_PERMISSAO' });
    expect(await recusaDe(metadadosDoModelo(p.autor, rascunho.id, 'banner'))).toMatchObject({ code: 'SEM_PERMISSAO' });
    expect(await recusaDe(enviarModelo(p.admin, 999, 'banner', { nome: 'm.pptx', conteudo: A.pptx }))).toMatchObject({ code: 'NAO_ENCONTRADO' });
  });

  it('excluir a chamada leva os modelos do Storage', async () => {
    const c = await chamadaPublicada(p.admin);
    await enviarModelo(p.admin, c.id, 'slides', { nome: 's.pptx', conteudo: A.pptx });
    const [chave] = await chaves();
    expect((await obterChamadaAdmin(p.admin, { chamadaId: c.id })).modelos.slides?.nome_arquivo).toBe('s.pptx');
    await excluirChamada(p.admin, { chamadaId: c.id });
    expect(await p.admin.storage.ler(chave!)).toBeNull();
  });
});
