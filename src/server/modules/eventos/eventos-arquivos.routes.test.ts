import zlib from 'node:zlib';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { auditoria, eventos } from '../../db/schema/index.ts';
import { criarAppDeTeste, fechar, limpar, type AppDeTeste } from '../../testing/app.ts';
import { criarUsuarioComSessao } from '../../testing/factories.ts';
import { criarEventoDeTeste, type OpcoesEvento } from '../../testing/eventos.ts';

let t: AppDeTeste;
beforeAll(async () => {
  t = await criarAppDeTeste();
});
afterAll(() => fechar(t));
beforeEach(() => limpar(t));

const chamar = (method: 'GET' | 'DELETE', url: string, headers: Record<string, string> = {}) => t.app.inject({ method, url, headers });
const entrarComoAdmin = () => criarUsuarioComSessao(t, { nome: 'Ana Administradora', perfis: ['usuario', 'administrador'] });
const novoEvento = (o: OpcoesEvento = {}) => criarEventoDeTeste(t.handle.db, { now: () => t.relogio.agora, ...o });

/** Um PNG de verdade (IHDR, IDAT, IEND com CRC), com as dimensões pedidas. */
function png(largura: number, altura: number): Buffer {
  const pedaco = (tipo: string, dados: Buffer) => {
    const tam = Buffer.alloc(4);
    tam.writeUInt32BE(dados.length);
    const corpo = Buffer.concat([Buffer.from(tipo, 'latin1'), dados]);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(zlib.crc32(corpo));
    return Buffer.concat([tam, corpo, crc]);
  };
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(largura, 0);
  ihdr.writeUInt32BE(altura, 4);
  ihdr.set([8, 2, 0, 0, 0], 8);
  const linhas = Buffer.alloc((largura * 3 + 1) * altura);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pedaco('IHDR', ihdr),
    pedaco('IDAT', zlib.deflateSync(linhas)),
    pedaco('IEND', Buffer.alloc(0)),
  ]);
}

/** Um JPEG mínimo: SOI, APP0 (JFIF), SOF0 com as dimensões, EOI. */
function jpeg(largura: number, altura: number): Buffer {
  const app0 = Buffer.from([0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00, 0x01, 0x01, 0x00, 0x00, 0x01, 0x00, 0x01, 0x00, 0x00]);
  const sof = Buffer.from([0xff, 0xc0, 0x00, 0x11, 0x08, 0, 0, 0, 0, 0x03, 0x01, 0x22, 0x00, 0x02, 0x11, 0x01, 0x03, 0x11, 0x01]);
  sof.writeUInt16BE(altura, 5);
  sof.writeUInt16BE(largura, 7);
  return Buffer.concat([Buffer.from([0xff, 0xd8]), app0, sof, Buffer.from([0xff, 0xd9])]);
}

const PDF = Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n', 'latin1');

const enviar = (url: string, headers: Record<string, string>, tipo: string, corpo: Buffer, extra: Record<string, string> = {}) =>
  t.app.inject({ method: 'PUT', url, headers: { ...headers, 'content-type': tipo, ...extra }, payload: corpo });

describe('acesso ao envio', () => {
  it('PUT do folder e da programação: 401 sem sessão, 403 para usuário e instrutor, e nada muda', async () => {
    const { evento } = await novoEvento();
    const antes = await t.handle.db.select().from(eventos);
    const envios: [string, string, Buffer][] = [
      [`/api/eventos/${evento.id}/folder`, 'image/png', png(3, 2)],
      [`/api/eventos/${evento.id}/programacao`, 'application/pdf', PDF],
    ];
    for (const [url, tipo, corpo] of envios) {
      const anonimo = await enviar(url, {}, tipo, corpo);
      expect(anonimo.statusCode, url).toBe(401);
      for (const quem of [await criarUsuarioComSessao(t), await criarUsuarioComSessao(t, { perfis: ['usuario', 'instrutor'] })]) {
        const r = await enviar(url, quem.headers, tipo, corpo);
        expect(r.statusCode, url).toBe(403);
        expect(r.json().code).toBe('SEM_PERMISSAO');
      }
    }
    expect(await t.handle.db.select().from(eventos)).toEqual(antes);
  });

  it('sem sessão, a recusa vem antes do corpo: 15 MB anônimos recebem 401 (não 413) e o usuário sem perfil, 403', async () => {
    const { evento } = await novoEvento();
    // acima do limite de corpo da rota: se o corpo fosse lido antes da sessão, a resposta seria 413
    const grande = Buffer.alloc(15 * 1024 * 1024, 1);
    for (const url of [`/api/eventos/${evento.id}/folder`, `/api/eventos/${evento.id}/programacao`]) {
      const r = await enviar(url, {}, url.endsWith('folder') ? 'image/png' : 'application/pdf', grande);
      expect(r.statusCode, url).toBe(401);
      expect(r.json().code).toBe('NAO_AUTENTICADO');
      const usuario = await criarUsuarioComSessao(t);
      expect((await enviar(url, usuario.headers, 'application/pdf', grande)).statusCode, url).toBe(403);
    }
  });
});

describe('folder do evento', () => {
  it('PUT com o PNG cru guarda as dimensões; o GET é público para evento publicado, com cache longo', async () => {
    const admin = await entrarComoAdmin();
    const { evento } = await novoEvento();
    const imagem = png(64, 48);
    const r = await enviar(`/api/eventos/${evento.id}/folder`, admin.headers, 'image/png', imagem);
    expect(r.statusCode).toBe(200);
    expect(r.json()).toEqual({ url: expect.stringMatching(new RegExp(`^/api/eventos/${evento.id}/folder\\?v=[0-9a-z]+$`)), largura: 64, altura: 48 });
    const detalhe = (await chamar('GET', `/api/eventos/${evento.id}`)).json();
    expect(detalhe.folder).toEqual(r.json());
    expect((await chamar('GET', '/api/eventos')).json()[0].folder).toEqual(r.json());
    const get = await chamar('GET', r.json().url);
    expect(get.statusCode).toBe(200);
    expect(get.headers['content-type']).toBe('image/png');
    expect(get.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(get.headers['x-content-type-options']).toBe('nosniff');
    expect(get.rawPayload.equals(imagem)).toBe(true);
    const [a] = await t.handle.db.select().from(auditoria).where(eq(auditoria.acao, 'evento.folder'));
    expect(a).toMatchObject({ atorId: admin.usuario.id, alvoId: String(evento.id) });
  });

  it('trocar o folder apaga o arquivo anterior do armazenamento; evento inexistente responde 404', async () => {
    const admin = await entrarComoAdmin();
    const { evento } = await novoEvento();
    const url = `/api/eventos/${evento.id}/folder`;
    const chave = async () => (await t.handle.db.select({ c: eventos.folderChave }).from(eventos).where(eq(eventos.id, evento.id)))[0]!.c!;
    await enviar(url, admin.headers, 'image/png', png(10, 10));
    const primeira = await chave();
    expect(await t.app.deps.storage.ler(primeira)).not.toBeNull();
    t.relogio.avancar(1000);
    const r = await enviar(url, admin.headers, 'image/jpeg', jpeg(20, 30));
    expect(r.json()).toMatchObject({ largura: 20, altura: 30 });
    const segunda = await chave();
    expect(segunda).not.toBe(primeira);
    expect(await t.app.deps.storage.ler(primeira)).toBeNull();
    expect((await chamar('GET', r.json().url)).rawPayload.equals(jpeg(20, 30))).toBe(true);
    const nada = await enviar('/api/eventos/999999/folder', admin.headers, 'image/png', png(1, 1));
    expect(nada.statusCode).toBe(404);
    expect(nada.json().erro).toBe('Evento não encontrado.');
  });

  it('sem Content-Type de arquivo (texto, JSON), 400 com a orientação', async () => {
    const admin = await entrarComoAdmin();
    const { evento } = await novoEvento();
    const r = await t.app.inject({ method: 'PUT', url: `/api/eventos/${evento.id}/folder`, headers: admin.headers, payload: { imagem: 'base64...' } });
    expect(r.statusCode).toBe(400);
    expect(r.json().erro).toBe('Envie o arquivo no corpo da requisição, com o Content-Type dele (PNG, JPEG ou PDF).');
  });

  it('JPEG também, com as dimensões do marcador SOF', async () => {
    const admin = await entrarComoAdmin();
    const { evento } = await novoEvento();
    const r = await enviar(`/api/eventos/${evento.id}/folder`, admin.headers, 'image/jpeg', jpeg(800, 600));
    expect(r.statusCode).toBe(200);
    expect(r.json()).toMatchObject({ largura: 800, altura: 600 });
    expect((await chamar('GET', `/api/eventos/${evento.id}/folder`)).headers['content-type']).toBe('image/jpeg');
  });

  it('recusa conteúdo que não é PNG nem JPEG pelos bytes, mesmo com Content-Type de imagem', async () => {
    const admin = await entrarComoAdmin();
    const { evento } = await novoEvento();
    const falsos = [Buffer.from('isto não é uma imagem'), Buffer.concat([Buffer.from('GIF89a'), Buffer.alloc(32)]), PDF];
    for (const falso of falsos) {
      const r = await enviar(`/api/eventos/${evento.id}/folder`, admin.headers, 'image/png', falso);
      expect(r.statusCode).toBe(400);
      expect(r.json()).toEqual({ erro: 'Envie um arquivo PNG ou JPG.', message: 'Envie um arquivo PNG ou JPG.', code: 'DADOS_INVALIDOS' });
    }
    expect((await chamar('GET', `/api/eventos/${evento.id}`)).json().folder).toBeNull();
  });

  it('acima de 2 MB responde 413 e não guarda nada', async () => {
    const admin = await entrarComoAdmin();
    const { evento } = await novoEvento();
    const logo = Buffer.concat([png(1, 1), Buffer.alloc(2 * 1024 * 1024)]);
    const r = await enviar(`/api/eventos/${evento.id}/folder`, admin.headers, 'image/png', logo);
    expect(r.statusCode).toBe(413);
    expect(r.json()).toMatchObject({ code: 'MUITO_GRANDE', erro: 'O arquivo passa do limite de 2 MB.' });
    const enorme = await enviar(`/api/eventos/${evento.id}/folder`, admin.headers, 'image/png', Buffer.concat([png(1, 1), Buffer.alloc(3 * 1024 * 1024)]));
    expect(enorme.statusCode).toBe(413);
    expect(enorme.json().code).toBe('MUITO_GRANDE');
    expect((await chamar('GET', `/api/eventos/${evento.id}`)).json().folder).toBeNull();
  });

  it('folder de rascunho: 404 para anônimo e usuário, visível (sem cache público) para a administração; DELETE remove', async () => {
    const admin = await entrarComoAdmin();
    const usuario = await criarUsuarioComSessao(t);
    const { evento } = await novoEvento({ publicar: false });
    const url = `/api/eventos/${evento.id}/folder`;
    expect((await enviar(url, admin.headers, 'image/png', png(2, 2))).statusCode).toBe(200);
    expect((await chamar('GET', url)).statusCode).toBe(404);
    expect((await chamar('GET', url, usuario.headers)).statusCode).toBe(404);
    const adm = await chamar('GET', url, admin.headers);
    expect(adm.statusCode).toBe(200);
    expect(adm.headers['cache-control']).toBe('private, no-store');
    expect((await chamar('DELETE', url, admin.headers)).statusCode).toBe(204);
    const sem = await chamar('GET', url, admin.headers);
    expect(sem.statusCode).toBe(404);
    expect(sem.json().erro).toBe('Este evento não tem folder.');
  });
});

describe('programação do evento', () => {
  it('PUT do PDF com o nome em X-Nome-Arquivo; GET devolve o PDF com Content-Disposition', async () => {
    const admin = await entrarComoAdmin();
    const { evento } = await novoEvento();
    const url = `/api/eventos/${evento.id}/programacao`;
    const r = await enviar(url, admin.headers, 'application/pdf', PDF, { 'x-nome-arquivo': encodeURIComponent('Programação final.pdf') });
    expect(r.statusCode).toBe(200);
    expect(r.json()).toEqual({ url, nome: 'Programação final.pdf', tamanho: PDF.length });
    expect((await chamar('GET', `/api/eventos/${evento.id}`)).json().programacao).toEqual(r.json());
    const get = await chamar('GET', url);
    expect(get.statusCode).toBe(200);
    expect(get.headers['content-type']).toBe('application/pdf');
    expect(get.headers['content-disposition']).toBe(`inline; filename="programacao.pdf"; filename*=UTF-8''${encodeURIComponent('Programação final.pdf')}`);
    expect(get.rawPayload.equals(PDF)).toBe(true);
  });

  it('o nome enviado perde o caminho e ganha .pdf; conteúdo que não é PDF é recusado', async () => {
    const admin = await entrarComoAdmin();
    const { evento } = await novoEvento();
    const url = `/api/eventos/${evento.id}/programacao`;
    const r = await enviar(url, admin.headers, 'application/pdf', PDF, { 'x-nome-arquivo': encodeURIComponent('../../etc/agenda') });
    expect(r.json().nome).toBe('agenda.pdf');
    const falso = await enviar(url, admin.headers, 'application/pdf', png(1, 1));
    expect(falso.statusCode).toBe(400);
    expect(falso.json().erro).toBe('Envie um arquivo PDF.');
    expect((await chamar('GET', url)).rawPayload.equals(PDF)).toBe(true);
  });

  it('o nome enviado perde os controles de direção (U+202E e afins): "fdp.exe" invertido não se passa por outra extensão', async () => {
    const admin = await entrarComoAdmin();
    const { evento } = await novoEvento();
    const url = `/api/eventos/${evento.id}/programacao`;
    for (const [enviado, guardado] of [
      ['agenda\u202Efdp.exe', 'agendafdp.exe.pdf'],
      ['\u2067agenda\u2069\u202Dx\u202C.pdf', 'agendax.pdf'],
      ['a\u200Eb\u200Fc\u061Cd\u202A\u202B\u2066\u2068.pdf', 'abcd.pdf'],
      ['\u202E\u202E', 'programacao.pdf'],
    ] as const) {
      const r = await enviar(url, admin.headers, 'application/pdf', PDF, { 'x-nome-arquivo': encodeURIComponent(enviado) });
      expect(r.statusCode, JSON.stringify(enviado)).toBe(200);
      expect(r.json().nome, JSON.stringify(enviado)).toBe(guardado);
      expect((await chamar('GET', `/api/eventos/${evento.id}`)).json().programacao.nome).toBe(guardado);
    }
  });

  it('programação de rascunho é 404 para anônimo', async () => {
    const admin = await entrarComoAdmin();
    const { evento } = await novoEvento({ publicar: false });
    const url = `/api/eventos/${evento.id}/programacao`;
    expect((await enviar(url, admin.headers, 'application/pdf', PDF)).statusCode).toBe(200);
    expect((await chamar('GET', url)).statusCode).toBe(404);
    expect((await chamar('GET', url, admin.headers)).statusCode).toBe(200);
  });
});
