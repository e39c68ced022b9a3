import fs from 'node:fs/promises';
import path from 'node:path';
import { CHAVE_RE, criarStorageLocal } from './storage.ts';
import { descreverErroS3 } from './storage-s3.ts';

/** Para onde os arquivos vão: o `StorageS3` serve (grava sob a mesma chave e diz o tamanho guardado). */
export interface DestinoDaMigracao {
  gravar(chave: string, conteudo: Buffer): Promise<void>;
  tamanho(chave: string): Promise<number | null>;
}

export interface OpcoesDaMigracao {
  /** Diretório local de origem (o `DATA_DIR/files` do storage local). */
  diretorio: string;
  destino: DestinoDaMigracao;
  /** Apaga a cópia local de cada arquivo conferido no destino (mesma chave e mesmo tamanho). */
  removerLocais?: boolean;
  /** Envios simultâneos (padrão 4): cada um segura um arquivo em memória. */
  simultaneos?: number;
  /** Chamado a cada erro, para quem roda acompanhar sem esperar o fim. */
  aoFalhar?: (chave: string, mensagem: string) => void;
}

export interface ResultadoDaMigracao {
  copiados: number;
  /** Já estavam no destino com o mesmo tamanho. */
  pulados: number;
  /** Cópias locais apagadas (só com `removerLocais`). */
  removidosLocais: number;
  /** Arquivos fora do formato de chave (postos à mão): não são da plataforma e ficam onde estão. */
  ignorados: string[];
  erros: { chave: string; mensagem: string }[];
}

/**
 * Copia cada arquivo do diretório local para o destino sob a mesma chave. As chaves nunca são regravadas
 * (cada `salvar` gera um uuid novo), então mesma chave com o mesmo tamanho é o mesmo arquivo: pula. Depois
 * de enviar, confere o tamanho no destino; só então, com `removerLocais`, apaga a cópia local.
 * @throws se o diretório de origem não existe (os erros por arquivo vão no resultado)
 */
export async function migrarArquivos(o: OpcoesDaMigracao): Promise<ResultadoDaMigracao> {
  const estado = await fs.stat(o.diretorio).catch(() => null);
  if (!estado?.isDirectory()) throw new Error(`O diretório de arquivos ${o.diretorio} não existe.`);
  const origem = criarStorageLocal(o.diretorio);
  const r: ResultadoDaMigracao = { copiados: 0, pulados: 0, removidosLocais: 0, ignorados: [], erros: [] };

  const migrarUm = async (chave: string) => {
    const { size } = await fs.stat(path.join(o.diretorio, chave));
    if ((await o.destino.tamanho(chave)) === size) {
      r.pulados++;
    } else {
      const conteudo = await origem.ler(chave);
      if (!conteudo) throw new Error('o arquivo sumiu do diretório durante a cópia');
      await o.destino.gravar(chave, conteudo);
      const guardado = await o.destino.tamanho(chave);
      if (guardado !== conteudo.length) {
        throw new Error(`depois do envio o destino tem ${guardado ?? 'nenhum'} bytes, e não ${conteudo.length}: a cópia local fica`);
      }
      r.copiados++;
    }
    if (o.removerLocais) {
      await origem.remover(chave);
      r.removidosLocais++;
    }
  };

  // as chaves saem de um gerador só, que entrega uma a cada `next()`, mesmo com vários trabalhadores pedindo
  const chaves = origem.listar()[Symbol.asyncIterator]();
  const trabalhador = async () => {
    for (let i = await chaves.next(); !i.done; i = await chaves.next()) {
      const chave = i.value;
      if (!CHAVE_RE.test(chave)) {
        r.ignorados.push(chave);
        continue;
      }
      try {
        await migrarUm(chave);
      } catch (err) {
        const mensagem = descreverErroS3(err);
        r.erros.push({ chave, mensagem });
        o.aoFalhar?.(chave, mensagem);
      }
    }
  };
  await Promise.all(Array.from({ length: Math.max(1, o.simultaneos ?? 4) }, trabalhador));
  r.ignorados.sort();
  return r;
}
