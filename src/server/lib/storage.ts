import { randomUUID } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';

/**
 * Arquivos da plataforma (assinaturas, modelos de banner, pôsteres, PDFs gerados) — DESIGN §2.
 * Guardados sob nomes gerados, nunca o nome enviado; nunca servidos direto: uma rota entrega o
 * arquivo só depois de o serviço conferir o acesso. Num diretório local (aqui) ou num bucket S3 (storage-s3.ts).
 */
export interface Storage {
  /** Guarda o conteúdo sob uma chave nova (`<pasta>/<uuid><extensao>`) e a devolve. */
  salvar(pasta: string, conteudo: Buffer, extensao: string): Promise<string>;
  /** Conteúdo da chave, ou nulo se não existe. */
  ler(chave: string): Promise<Buffer | null>;
  remover(chave: string): Promise<void>;
  /**
   * Todas as chaves guardadas, em ordem qualquer (a migração para o S3 percorre assim). Um arquivo posto
   * à mão fora do formato de chave também aparece; `ler` o recusaria.
   */
  listar(): AsyncIterable<string>;
}

export const PASTA_RE = /^[a-z0-9-]{1,40}$/;
export const EXTENSAO_RE = /^\.[a-z0-9]{1,8}$/;
export const CHAVE_RE = /^[a-z0-9-]{1,40}\/[0-9a-f-]{36}\.[a-z0-9]{1,8}$/;

/** Confere o formato da chave (nada de `..` nem caminhos soltos); lança se não servir. */
export function conferirChave(chave: string): string {
  if (!CHAVE_RE.test(chave)) throw new Error('chave de arquivo inválida');
  return chave;
}

/** Chave nova para `salvar`: `<pasta>/<uuid><extensao>`, depois de conferir pasta e extensão. */
export function novaChave(pasta: string, extensao: string): string {
  if (!PASTA_RE.test(pasta) || !EXTENSAO_RE.test(extensao)) throw new Error('pasta ou extensão inválida');
  return `${pasta}/${randomUUID()}${extensao}`;
}

/** Arquivos sob `raiz`, como caminhos relativos com `/`; pula os temporários (`*.tmp`) de gravações pela metade. */
async function* percorrer(raiz: string, relativo = ''): AsyncGenerator<string> {
  let entradas;
  try {
    entradas = await fs.readdir(path.join(raiz, relativo), { withFileTypes: true });
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'ENOENT' && relativo === '') return;
    throw err;
  }
  for (const e of entradas) {
    const nome = relativo ? `${relativo}/${e.name}` : e.name;
    if (e.isDirectory()) yield* percorrer(raiz, nome);
    else if (e.isFile() && !e.name.endsWith('.tmp')) yield nome;
  }
}

/** Storage num diretório local (padrão: `DATA_DIR/files`). Chaves fora do formato são recusadas (sem `..`). */
export function criarStorageLocal(raiz: string): Storage {
  const caminho = (chave: string) => path.join(raiz, conferirChave(chave));
  return {
    async salvar(pasta, conteudo, extensao) {
      const chave = novaChave(pasta, extensao);
      const destino = caminho(chave);
      await fs.mkdir(path.dirname(destino), { recursive: true });
      // grava num temporário e renomeia: quem lê nunca vê um arquivo pela metade
      const temporario = `${destino}.${process.pid}.tmp`;
      await fs.writeFile(temporario, conteudo, { mode: 0o600 });
      await fs.rename(temporario, destino);
      return chave;
    },
    async ler(chave) {
      try {
        return await fs.readFile(caminho(chave));
      } catch (err) {
        if ((err as NodeJS.ErrnoException).code === 'ENOENT') return null;
        throw err;
      }
    },
    async remover(chave) {
      await fs.rm(caminho(chave), { force: true });
    },
    // todos os arquivos, mesmo fora do formato de chave: quem migra decide o que fazer com eles
    listar: () => percorrer(raiz),
  };
}
