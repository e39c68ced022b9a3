import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';
import type { OpcoesS3 } from '../lib/storage-s3.ts';

export interface S3DeTeste {
  /** Opções para `criarStorageS3`, apontando para o servidor local. */
  opcoes: OpcoesS3;
  fechar(): Promise<void>;
}

/**
 * Um servidor de protocolo S3 de verdade (s3rver) em 127.0.0.1, numa porta livre, com o bucket `escola`
 * num diretório temporário. As credenciais são as que o s3rver confere na assinatura.
 */
export async function subirS3DeTeste(bucket = 'escola'): Promise<S3DeTeste> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'escola-s3-'));
  const servidor = new S3rver({ port: 0, address: '127.0.0.1', silent: true, directory: dir, configureBuckets: [{ name: bucket }] });
  const { port } = await servidor.run();
  return {
    opcoes: {
      bucket,
      endpoint: `http://127.0.0.1:${port}`,
      regiao: 'us-east-1',
      credenciais: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
      pathStyle: true,
    },
    async fechar() {
      await servidor.close();
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}
