import { randomUUID } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';

/**
 * Arquivos da plataforma (assinaturas, modelos de banner, pôsteres, PDFs gerados) — DESIGN §2.
 * Guardados sob nomes gerados, nunca o nome enviado; nunca servidos direto: uma rota entrega o
 * arquivo só depois de o serviço conferir o acesso. Hoje num diretório local; amanhã um S3.
 */
export interface Storage {
  /** Guarda o conteúdo sob uma chave nova (`<pasta>/<uuid><extensao>`) e a devolve. */
  salvar(pasta: string, conteudo: Buffer, extensao: string): Promise<string>;
  /** Conteúdo da chave, ou nulo se não existe. */
  ler(chave: string): Promise<Buffer | null>;
  remover(chave: string): Promise<void>;
}

const PASTA_RE = /^[a-z0-9-]{1,40}$/;
const EXTENSAO_RE = /^\.[a-z0-9]{1,8}$/;
const CHAVE_RE = /^[a-z0-9-]{1,40}\/[0-9a-f-]{36}\.[a-z0-9]{1,8}$/;

/** Storage num diretório local (padrão: `DATA_DIR/files`). Chaves fora do formato são recusadas (sem `..`). */
export function criarStorageLocal(raiz: string): Storage {
  const caminho = (chave: string) => {
    if (!CHAVE_RE.test(chave)) throw new Error('chave de arquivo inválida');
    return path.join(raiz, chave);
  };
  return {
    async salvar(pasta, conteudo, extensao) {
      if (!PASTA_RE.test(pasta) || !EXTENSAO_RE.test(extensao)) throw new Error('pasta ou extensão inválida');
      const chave = `${pasta}/${randomUUID()}${extensao}`;
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
  };
}
