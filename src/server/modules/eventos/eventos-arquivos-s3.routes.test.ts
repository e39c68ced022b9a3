import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { eventos } from '../../db/schema/index.ts';
import { criarStorageS3, type StorageS3 } from '../../lib/storage-s3.ts';
import { ARQUIVOS_DE_TESTE } from '../../testing/arquivos.ts';
import { criarAppDeTeste, fechar, limpar, type AppDeTeste } from '../../testing/app.ts';
import { criarEventoDeTeste } from '../../testing/eventos.ts';
import { criarUsuarioComSessao } from '../../testing/factories.ts';
import { subirS3DeTeste, type S3DeTeste } from '../../testing/s3.ts';

/** As rotas do folder e da programação com os arquivos num bucket S3 (s3rver em 127.0.0.1), de ponta a ponta. */
let s3: S3DeTeste;
let bucket: StorageS3;
let t: AppDeTeste;
beforeAll(async () => {
  s3 = await subirS3DeTeste();
  bucket = criarStorageS3(s3.opcoes);
  t = await criarAppDeTeste({ storage: bucket });
});
afterAll(async () => {
  await fechar(t);
  bucket?.fechar();
  await s3?.fechar();
});
beforeEach(() => limpar(t));

const noBucket = async () => {
  const chaves: string[] = [];
  for await (const chave of bucket.listar()) chaves.push(chave);
  return chaves;
};
const chavesDoEvento = async (id: number) =>
  (await t.handle.db.select({ folder: eventos.folderChave, programacao: eventos.programacaoChave }).from(eventos).where(eq(eventos.id, id)))[0]!;
const enviar = (url: string, headers: Record<string, string>, tipo: string, corpo: Buffer) =>
  t.app.inject({ method: 'PUT', url, headers: { ...headers, 'content-type': tipo }, payload: corpo });

describe('folder e programação com o storage S3', () => {
  it('o arquivo enviado vai para o bucket e volta pela API, byte a byte; trocar apaga o anterior do bucket', async () => {
    const admin = await criarUsuarioComSessao(t, { perfis: ['usuario', 'administrador'] });
    const { evento } = await criarEventoDeTeste(t.handle.db, { now: () => t.relogio.agora });

    const folder = Buffer.concat([ARQUIVOS_DE_TESTE.png, randomBytes(2048)]);
    const r = await enviar(`/api/eventos/${evento.id}/folder`, admin.headers, 'image/png', folder);
    expect(r.statusCode).toBe(200);
    const primeira = (await chavesDoEvento(evento.id)).folder!;
    expect(await noBucket()).toContain(primeira);
    const get = await t.app.inject({ method: 'GET', url: r.json().url });
    expect(get.statusCode).toBe(200);
    expect(get.headers['content-type']).toBe('image/png');
    expect(get.rawPayload.equals(folder)).toBe(true);

    // 1 MB de PDF: o maior caminho (programação) passa inteiro pelo bucket
    const pdf = Buffer.concat([Buffer.from('%PDF-1.7\n'), randomBytes(1024 * 1024)]);
    const url = `/api/eventos/${evento.id}/programacao`;
    expect((await enviar(url, admin.headers, 'application/pdf', pdf)).statusCode).toBe(200);
    const prog = await t.app.inject({ method: 'GET', url });
    expect(prog.statusCode).toBe(200);
    expect(prog.headers['content-type']).toBe('application/pdf');
    expect(prog.rawPayload.equals(pdf)).toBe(true);

    const outro = Buffer.concat([ARQUIVOS_DE_TESTE.png, randomBytes(64)]);
    expect((await enviar(`/api/eventos/${evento.id}/folder`, admin.headers, 'image/png', outro)).statusCode).toBe(200);
    const segunda = (await chavesDoEvento(evento.id)).folder!;
    expect(await noBucket()).toEqual(expect.arrayContaining([segunda, (await chavesDoEvento(evento.id)).programacao!]));
    expect(await noBucket()).not.toContain(primeira);
    expect((await t.app.inject({ method: 'GET', url: `/api/eventos/${evento.id}/folder` })).rawPayload.equals(outro)).toBe(true);
  });

  it('o acesso continua na rota: folder de rascunho é 404 para anônimo e sai para a administração; objeto sumido do bucket é 404', async () => {
    const admin = await criarUsuarioComSessao(t, { perfis: ['usuario', 'administrador'] });
    const { evento } = await criarEventoDeTeste(t.handle.db, { now: () => t.relogio.agora, publicar: false });
    const url = `/api/eventos/${evento.id}/folder`;
    expect((await enviar(url, admin.headers, 'image/png', ARQUIVOS_DE_TESTE.png)).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(404);
    const adm = await t.app.inject({ method: 'GET', url, headers: admin.headers });
    expect(adm.statusCode).toBe(200);
    expect(adm.rawPayload.equals(ARQUIVOS_DE_TESTE.png)).toBe(true);

    await bucket.remover((await chavesDoEvento(evento.id)).folder!);
    const sumiu = await t.app.inject({ method: 'GET', url, headers: admin.headers });
    expect(sumiu.statusCode).toBe(404);
    expect(sumiu.json().erro).toBe('Este evento não tem folder.');
  });
});
