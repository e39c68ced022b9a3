import { randomBytes, randomUUID } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { carregarConfig, ConfigError } from '../config.ts';
import { criarStorageLocal, type Storage } from './storage.ts';
import { criarStorageS3, type StorageS3 } from './storage-s3.ts';
import { subirS3DeTeste, type S3DeTeste } from '../testing/s3.ts';

const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]);

const todas = async (s: Storage) => {
  const chaves: string[] = [];
  for await (const c of s.listar()) chaves.push(c);
  return chaves.sort();
};

let s3: S3DeTeste;
let storage: StorageS3;
beforeAll(async () => {
  s3 = await subirS3DeTeste();
  storage = criarStorageS3(s3.opcoes);
});
afterAll(async () => {
  storage?.fechar();
  await s3?.fechar();
});

describe('Storage S3 (s3rver em 127.0.0.1)', () => {
  it('guarda sob um nome gerado, lê de volta, lista e remove', async () => {
    const chave = await storage.salvar('assinaturas', PNG, '.png');
    expect(chave).toMatch(/^assinaturas\/[0-9a-f-]{36}\.png$/);
    expect(await storage.ler(chave)).toEqual(PNG);
    expect(await storage.tamanho(chave)).toBe(PNG.length);
    const outra = await storage.salvar('folders', Buffer.from('%PDF-1.7'), '.pdf');
    expect(await todas(storage)).toEqual(expect.arrayContaining([chave, outra]));
    await storage.remover(chave);
    expect(await storage.ler(chave)).toBeNull();
    expect(await todas(storage)).not.toContain(chave);
    expect(await todas(storage)).toContain(outra);
    // remover de novo (já não existe) não é erro
    await expect(storage.remover(chave)).resolves.toBeUndefined();
  });

  it('chave que não existe: ler devolve nulo e o tamanho também', async () => {
    const chave = `folders/${randomUUID()}.png`;
    expect(await storage.ler(chave)).toBeNull();
    expect(await storage.tamanho(chave)).toBeNull();
  });

  it('recusa chaves que sairiam do formato (../) e pastas ou extensões estranhas, antes de ir ao bucket', async () => {
    await expect(storage.ler('../segredo-jwt')).rejects.toThrow('chave de arquivo inválida');
    await expect(storage.ler('assinaturas/../../x.png')).rejects.toThrow('chave de arquivo inválida');
    await expect(storage.remover('assinaturas/../x.png')).rejects.toThrow('chave de arquivo inválida');
    await expect(storage.gravar('/assinaturas/x.png', PNG)).rejects.toThrow('chave de arquivo inválida');
    await expect(storage.salvar('../fora', PNG, '.png')).rejects.toThrow('pasta ou extensão inválida');
    await expect(storage.salvar('ok', PNG, '.png/../x')).rejects.toThrow('pasta ou extensão inválida');
  });

  it('1 MB de bytes aleatórios voltam idênticos', async () => {
    const grande = randomBytes(1024 * 1024);
    const chave = await storage.salvar('programacoes', grande, '.pdf');
    const lido = await storage.ler(chave);
    expect(lido?.length).toBe(grande.length);
    expect(lido?.equals(grande)).toBe(true);
  });

  it('bucket inexistente é erro, não arquivo ausente; a conferência de acesso diz a causa', async () => {
    const errado = criarStorageS3({ ...s3.opcoes, bucket: 'nao-existe' });
    try {
      await expect(errado.ler(`folders/${randomUUID()}.png`)).rejects.toThrow();
      await expect(errado.conferirAcesso()).rejects.toThrow('Não foi possível acessar o bucket S3 "nao-existe": o bucket não existe.');
      await expect(storage.conferirAcesso()).resolves.toBeUndefined();
    } finally {
      errado.fechar();
    }
  });

  it('credenciais erradas: a leitura falha (não vira nulo) e a conferência fala em acesso negado', async () => {
    const intruso = criarStorageS3({ ...s3.opcoes, credenciais: { accessKeyId: 'OUTRA', secretAccessKey: 'errada' } });
    try {
      await expect(intruso.ler(`folders/${randomUUID()}.png`)).rejects.toThrow();
      await expect(intruso.conferirAcesso()).rejects.toThrow('acesso negado (HTTP 403): confira S3_ACCESS_KEY_ID');
    } finally {
      intruso.fechar();
    }
  });
});

describe('listar no Storage local', () => {
  const raiz = fs.mkdtempSync(path.join(os.tmpdir(), 'escola-listar-'));
  afterAll(() => fs.rmSync(raiz, { recursive: true, force: true }));

  it('percorre as pastas e pula os temporários de gravações pela metade; diretório que não existe: nada', async () => {
    const local = criarStorageLocal(raiz);
    const a = await local.salvar('assinaturas', PNG, '.png');
    const b = await local.salvar('folders', PNG, '.jpg');
    fs.writeFileSync(path.join(raiz, `${b}.123.tmp`), 'pela metade');
    fs.writeFileSync(path.join(raiz, 'LEIA-ME.txt'), 'posto à mão');
    expect(await todas(local)).toEqual(['LEIA-ME.txt', a, b].sort());
    expect(await todas(criarStorageLocal(path.join(raiz, 'nao-existe')))).toEqual([]);
  });
});

describe('configuração S3', () => {
  const erro = (env: Record<string, string>) => {
    try {
      carregarConfig(env);
    } catch (err) {
      if (err instanceof ConfigError) return err.message;
      throw err;
    }
    return null;
  };

  it('sem S3_BUCKET fica no diretório; com ele, o bucket (path-style por padrão só com endpoint)', () => {
    expect(carregarConfig({}).storage.s3).toBeNull();
    expect(carregarConfig({ S3_BUCKET: 'escola' }).storage.s3).toEqual({ bucket: 'escola', endpoint: undefined, regiao: 'us-east-1', credenciais: undefined, pathStyle: false });
    const minio = carregarConfig({
      S3_BUCKET: 'escola',
      S3_ENDPOINT: 'http://minio:9000',
      S3_REGION: 'sa-east-1',
      S3_ACCESS_KEY_ID: 'chave',
      S3_SECRET_ACCESS_KEY: 'segredo',
    }).storage.s3;
    expect(minio).toEqual({ bucket: 'escola', endpoint: 'http://minio:9000', regiao: 'sa-east-1', credenciais: { accessKeyId: 'chave', secretAccessKey: 'segredo' }, pathStyle: true });
    expect(carregarConfig({ S3_BUCKET: 'escola', S3_ENDPOINT: 'https://s3.exemplo', S3_FORCE_PATH_STYLE: 'false' }).storage.s3?.pathStyle).toBe(false);
  });

  it('valores inválidos e combinações incompletas recusados com a variável e o motivo', () => {
    expect(erro({ S3_BUCKET: 'Meu_Bucket' })).toContain('S3_BUCKET: nome de bucket inválido');
    expect(erro({ S3_BUCKET: 'escola', S3_ENDPOINT: 'ftp://minio' })).toContain('S3_ENDPOINT: deve ser uma URL http:// ou https://');
    expect(erro({ S3_BUCKET: 'escola', S3_REGION: 'São Paulo' })).toContain('S3_REGION: região inválida');
    expect(erro({ S3_BUCKET: 'escola', S3_FORCE_PATH_STYLE: 'talvez' })).toContain('S3_FORCE_PATH_STYLE: use true ou false');
    expect(erro({ S3_BUCKET: 'escola', S3_ACCESS_KEY_ID: 'chave' })).toContain('S3_SECRET_ACCESS_KEY: defina S3_ACCESS_KEY_ID e S3_SECRET_ACCESS_KEY juntas');
    expect(erro({ S3_ENDPOINT: 'http://minio:9000' })).toContain('S3_BUCKET: obrigatório quando S3_ENDPOINT');
  });
});
