import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { migrarArquivos, type DestinoDaMigracao } from './migrar-arquivos.ts';
import { criarStorageLocal } from './storage.ts';
import { criarStorageS3, type StorageS3 } from './storage-s3.ts';
import { subirS3DeTeste, type S3DeTeste } from '../testing/s3.ts';

let s3: S3DeTeste;
let bucket: StorageS3;
let dir: string;
beforeAll(async () => {
  s3 = await subirS3DeTeste();
  bucket = criarStorageS3(s3.opcoes);
});
afterAll(async () => {
  bucket?.fechar();
  await s3?.fechar();
});
beforeEach(async () => {
  for await (const chave of bucket.listar()) await bucket.remover(chave);
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'escola-migrar-'));
  return () => fs.rmSync(dir, { recursive: true, force: true });
});

/** Três arquivos da plataforma em pastas diferentes, um posto à mão e um temporário de gravação pela metade. */
async function povoar() {
  const local = criarStorageLocal(dir);
  const conteudos = [randomBytes(300 * 1024), Buffer.from('%PDF-1.7 programação'), randomBytes(10)];
  const chaves = [
    await local.salvar('folders', conteudos[0]!, '.png'),
    await local.salvar('programacoes', conteudos[1]!, '.pdf'),
    await local.salvar('assinaturas', conteudos[2]!, '.png'),
  ];
  fs.writeFileSync(path.join(dir, 'LEIA-ME.txt'), 'posto à mão');
  fs.writeFileSync(path.join(dir, `${chaves[0]}.999.tmp`), 'pela metade');
  return { local, chaves, conteudos };
}

const existe = (chave: string) => fs.existsSync(path.join(dir, chave));

describe('migração dos arquivos locais para o S3', () => {
  it('copia sob as mesmas chaves; a segunda vez pula tudo; fora do formato e temporários ficam de fora', async () => {
    const { chaves, conteudos } = await povoar();
    const r = await migrarArquivos({ diretorio: dir, destino: bucket });
    expect(r).toEqual({ copiados: 3, pulados: 0, removidosLocais: 0, ignorados: ['LEIA-ME.txt'], erros: [] });
    for (const [i, chave] of chaves.entries()) expect((await bucket.ler(chave))?.equals(conteudos[i]!), chave).toBe(true);
    const noBucket: string[] = [];
    for await (const chave of bucket.listar()) noBucket.push(chave);
    expect(noBucket.sort()).toEqual([...chaves].sort());
    expect(chaves.every(existe)).toBe(true);

    const deNovo = await migrarArquivos({ diretorio: dir, destino: bucket });
    expect(deNovo).toMatchObject({ copiados: 0, pulados: 3, erros: [] });
  });

  it('mesma chave com outro tamanho no bucket (envio antigo estragado) é copiada de novo', async () => {
    const { chaves, conteudos } = await povoar();
    await bucket.gravar(chaves[1]!, Buffer.from('truncado'));
    const r = await migrarArquivos({ diretorio: dir, destino: bucket });
    expect(r).toMatchObject({ copiados: 3, pulados: 0, erros: [] });
    expect((await bucket.ler(chaves[1]!))?.equals(conteudos[1]!)).toBe(true);
  });

  it('--remover-locais apaga só o que foi conferido no bucket (copiado agora ou já lá)', async () => {
    const { chaves } = await povoar();
    await migrarArquivos({ diretorio: dir, destino: bucket, removerLocais: false, simultaneos: 1 });
    const outra = await criarStorageLocal(dir).salvar('folders', Buffer.from('novo'), '.jpg');
    const r = await migrarArquivos({ diretorio: dir, destino: bucket, removerLocais: true });
    expect(r).toMatchObject({ copiados: 1, pulados: 3, removidosLocais: 4, erros: [] });
    expect([...chaves, outra].some(existe)).toBe(false);
    expect(existe('LEIA-ME.txt')).toBe(true);
    expect(existe(`${chaves[0]}.999.tmp`)).toBe(true);
    for (const chave of [...chaves, outra]) expect(await bucket.tamanho(chave), chave).not.toBeNull();
  });

  it('falha no envio ou tamanho diferente depois dele: erro contado e a cópia local fica', async () => {
    const { chaves } = await povoar();
    const [falha, encolhe] = [chaves[0]!, chaves[1]!];
    const destino: DestinoDaMigracao = {
      gravar: async (chave, conteudo) => {
        if (chave === falha) throw new Error('conexão recusada');
        await bucket.gravar(chave, chave === encolhe ? conteudo.subarray(1) : conteudo);
      },
      tamanho: (chave) => bucket.tamanho(chave),
    };
    const avisos: string[] = [];
    const r = await migrarArquivos({ diretorio: dir, destino, removerLocais: true, aoFalhar: (chave) => avisos.push(chave) });
    expect(r.copiados).toBe(1);
    expect(r.removidosLocais).toBe(1);
    expect(r.erros.sort((a, b) => a.chave.localeCompare(b.chave))).toEqual(
      [
        { chave: falha, mensagem: 'conexão recusada' },
        { chave: encolhe, mensagem: expect.stringContaining('a cópia local fica') },
      ].sort((a, b) => a.chave.localeCompare(b.chave)),
    );
    expect(avisos.sort()).toEqual([falha, encolhe].sort());
    expect(existe(falha) && existe(encolhe)).toBe(true);
    expect(existe(chaves[2]!)).toBe(false);
  });

  it('diretório de origem que não existe é recusado com a mensagem', async () => {
    await expect(migrarArquivos({ diretorio: path.join(dir, 'nada'), destino: bucket })).rejects.toThrow(`O diretório de arquivos ${path.join(dir, 'nada')} não existe.`);
  });
});

/** Roda `npm run arquivos:s3` (o script, direto pelo tsx) e devolve código de saída e saídas. */
function rodarScript(args: string[], env: Record<string, string>): Promise<{ codigo: number | null; stdout: string; stderr: string }> {
  return new Promise((resolve, reject) => {
    // assíncrono: o s3rver roda neste processo e precisa do laço de eventos livre para responder
    const filho = spawn(process.execPath, ['--import', 'tsx', 'scripts/arquivos-para-s3.ts', ...args], {
      env: { PATH: process.env.PATH ?? '', NODE_ENV: 'test', AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED: 'true', ...env },
    });
    let stdout = '';
    let stderr = '';
    filho.stdout.on('data', (d: Buffer) => (stdout += d.toString()));
    filho.stderr.on('data', (d: Buffer) => (stderr += d.toString()));
    filho.on('error', reject);
    filho.on('close', (codigo) => resolve({ codigo, stdout, stderr }));
  });
}

describe('npm run arquivos:s3', () => {
  it('copia DATA_DIR/files, conta, e sai 0; argumento ou configuração errados: 64 e 78', async () => {
    const { chaves } = await povoar();
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'escola-data-'));
    fs.renameSync(dir, path.join(dataDir, 'files'));
    fs.mkdirSync(dir);
    const o = s3.opcoes;
    const env = { DATA_DIR: dataDir, S3_BUCKET: o.bucket, S3_ENDPOINT: o.endpoint!, S3_ACCESS_KEY_ID: 'S3RVER', S3_SECRET_ACCESS_KEY: 'S3RVER' };
    try {
      const r = await rodarScript(['--remover-locais'], env);
      expect(r.stderr).toBe('');
      expect(r.codigo).toBe(0);
      expect(r.stdout).toContain('copiados: 3  •  pulados (já no bucket): 0  •  erros: 0');
      expect(r.stdout).toContain('cópias locais apagadas: 3');
      expect(r.stdout).toContain('fora do formato de chave, deixados no diretório: 1 (LEIA-ME.txt)');
      for (const chave of chaves) expect(await bucket.tamanho(chave), chave).not.toBeNull();

      const [argumento, semBucket, bucketErrado] = await Promise.all([
        rodarScript(['--apagar-tudo'], env),
        rodarScript([], { DATA_DIR: dataDir }),
        rodarScript(['--de', dataDir], { ...env, S3_BUCKET: 'nao-existe' }),
      ]);
      expect([argumento.codigo, argumento.stderr]).toEqual([64, expect.stringContaining('Argumento inválido: opção desconhecida --apagar-tudo.')]);
      expect([semBucket.codigo, semBucket.stderr]).toEqual([78, expect.stringContaining('Defina S3_BUCKET')]);
      expect([bucketErrado.codigo, bucketErrado.stderr]).toEqual([1, expect.stringContaining('Não foi possível acessar o bucket S3 "nao-existe": o bucket não existe.')]);
    } finally {
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
