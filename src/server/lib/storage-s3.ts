import { createHash } from 'node:crypto';
import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadBucketCommand,
  HeadObjectCommand,
  paginateListObjectsV2,
  PutObjectCommand,
  S3Client,
} from '@aws-sdk/client-s3';
import { conferirChave, novaChave, type Storage } from './storage.ts';

/** Onde e como falar com o bucket (vem de `config.storage.s3`, variáveis `S3_*`). */
export interface OpcoesS3 {
  bucket: string;
  /** Endereço de um serviço compatível (MinIO, s3rver…); sem ele, a AWS da região. */
  endpoint?: string | undefined;
  regiao: string;
  /** Sem elas vale a cadeia padrão do SDK (variáveis AWS_*, perfil, papel da instância). */
  credenciais?: { accessKeyId: string; secretAccessKey: string } | undefined;
  /** `endpoint/bucket/chave` em vez de `bucket.endpoint/chave` (MinIO e afins precisam disso). */
  pathStyle: boolean;
}

/** O `Storage` num bucket, com o que a migração e a partida ainda usam. */
export interface StorageS3 extends Storage {
  readonly bucket: string;
  /** Grava sob uma chave dada (a migração preserva as chaves do diretório local). */
  gravar(chave: string, conteudo: Buffer): Promise<void>;
  /** Tamanho em bytes do objeto, ou nulo se a chave não existe. */
  tamanho(chave: string): Promise<number | null>;
  /** Confere que o bucket responde com estas credenciais (HeadBucket); lança com a causa. */
  conferirAcesso(): Promise<void>;
  /** Fecha as conexões mantidas abertas com o serviço. */
  fechar(): void;
}

/** Nome e status HTTP de um erro do SDK (sem depender das classes, que mudam entre versões). */
function codigoDoErro(err: unknown): { nome: string; status: number | undefined } {
  const e = err as { name?: unknown; $metadata?: { httpStatusCode?: number } } | null;
  return { nome: typeof e?.name === 'string' ? e.name : '', status: e?.$metadata?.httpStatusCode };
}

/**
 * Chave que não existe. Um 404 de bucket inexistente (`NoSuchBucket`) não conta: é configuração errada e
 * deve aparecer como erro. Sem a permissão s3:ListBucket, o S3 responde 403 (não 404) à chave que falta.
 */
function chaveAusente(err: unknown): boolean {
  const { nome, status } = codigoDoErro(err);
  return nome === 'NoSuchKey' || (status === 404 && nome !== 'NoSuchBucket');
}

/** O resultado, ou nulo se a chave não existe; os outros erros seguem. */
async function ouNulo<T>(resposta: Promise<T>): Promise<T | null> {
  try {
    return await resposta;
  } catch (err) {
    if (chaveAusente(err)) return null;
    throw err;
  }
}

/** MD5 em base64 para o cabeçalho Content-MD5: o serviço recusa o envio se o corpo chegar diferente. */
const md5 = (conteudo: Buffer) => createHash('md5').update(conteudo).digest('base64');

function criarCliente(o: OpcoesS3): S3Client {
  return new S3Client({
    region: o.regiao,
    forcePathStyle: o.pathStyle,
    ...(o.endpoint ? { endpoint: o.endpoint } : {}),
    ...(o.credenciais ? { credentials: o.credenciais } : {}),
    // serviços compatíveis nem sempre aceitam os checksums CRC que o SDK passou a mandar por padrão; o
    // Content-MD5 (aceito por todos) já confere o corpo de cada envio
    ...(o.endpoint ? { requestChecksumCalculation: 'WHEN_REQUIRED' as const, responseChecksumValidation: 'WHEN_REQUIRED' as const } : {}),
    // sem prazo o SDK esperaria para sempre por um serviço travado, segurando a requisição de quem baixa
    requestHandler: { connectionTimeout: 5_000, requestTimeout: 60_000 },
    maxAttempts: 3,
  });
}

/**
 * Storage num bucket S3 (AWS, MinIO ou outro compatível). O bucket fica privado: os arquivos continuam
 * saindo só pelas rotas da API, depois da conferência de acesso (nada de URLs públicas ou assinadas).
 * Lê e grava o arquivo inteiro em memória, como o local: os maiores têm 15 MB (programação de evento).
 */
export function criarStorageS3(opcoes: OpcoesS3, cliente: S3Client = criarCliente(opcoes)): StorageS3 {
  const Bucket = opcoes.bucket;
  const gravar = async (chave: string, conteudo: Buffer) => {
    await cliente.send(
      new PutObjectCommand({
        Bucket,
        Key: conferirChave(chave),
        Body: conteudo,
        ContentLength: conteudo.length,
        ContentMD5: md5(conteudo),
        ContentType: 'application/octet-stream',
      }),
    );
  };
  return {
    bucket: Bucket,
    gravar,
    async salvar(pasta, conteudo, extensao) {
      const chave = novaChave(pasta, extensao);
      await gravar(chave, conteudo);
      return chave;
    },
    async ler(chave) {
      // o arquivo inteiro em memória, como no local (a interface devolve um Buffer)
      return ouNulo(
        (async () => {
          const r = await cliente.send(new GetObjectCommand({ Bucket, Key: conferirChave(chave) }));
          const bytes = r.Body ? await r.Body.transformToByteArray() : new Uint8Array();
          return Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
        })(),
      );
    },
    async remover(chave) {
      // apagar o que não existe responde 204 no S3: nada a tratar
      await cliente.send(new DeleteObjectCommand({ Bucket, Key: conferirChave(chave) }));
    },
    async *listar() {
      for await (const pagina of paginateListObjectsV2({ client: cliente }, { Bucket })) {
        for (const o of pagina.Contents ?? []) if (o.Key) yield o.Key;
      }
    },
    async tamanho(chave) {
      const r = await ouNulo(cliente.send(new HeadObjectCommand({ Bucket, Key: conferirChave(chave) })));
      return r ? (r.ContentLength ?? 0) : null;
    },
    async conferirAcesso() {
      try {
        await cliente.send(new HeadBucketCommand({ Bucket }));
      } catch (err) {
        // o HEAD não tem corpo: bucket inexistente chega como um 404 sem nome próprio
        const causa = codigoDoErro(err).status === 404 ? 'o bucket não existe' : descreverErroS3(err);
        throw new Error(`Não foi possível acessar o bucket S3 "${Bucket}": ${causa}.`, { cause: err });
      }
    },
    fechar: () => cliente.destroy(),
  };
}

/** Mensagem curta de um erro do SDK para quem opera (nome do erro e status HTTP, quando há). */
export function descreverErroS3(err: unknown): string {
  const { nome, status } = codigoDoErro(err);
  // respostas sem corpo (HEAD) chegam com o nome `Unknown`; erros de rede, com o nome genérico
  const nomeUtil = ['Error', 'TypeError', 'Unknown'].includes(nome) ? '' : nome;
  const mensagem = err instanceof Error && err.message !== nome && err.message !== 'UnknownError' ? err.message : '';
  if (nome === 'NoSuchBucket') return 'o bucket não existe';
  if (status === 403 || nome === 'AccessDenied' || nome === 'InvalidAccessKeyId' || nome === 'SignatureDoesNotMatch') {
    return `acesso negado (${nomeUtil || `HTTP ${status}`}): confira S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY e as permissões do bucket`;
  }
  return [nomeUtil, status ? `HTTP ${status}` : '', mensagem].filter(Boolean).join(' — ') || String(err);
}
