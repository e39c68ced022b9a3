/**
 * A ligação entre o `tar` (node-tar) e a cópia de segurança: entradas escritas a partir de memória ou de fluxos
 * (o `Pack` recebe `ReadEntry`s que nós alimentamos, com contrapressão) e entradas lidas uma por vez, em ordem,
 * de um `.tar.gz` (o `Parser` descomprime, confere os cabeçalhos e só passa à entrada seguinte quando a atual acaba).
 */
import { once } from 'node:events';
import { createReadStream } from 'node:fs';
import { Header, type Pack, Parser, ReadEntry } from 'tar';

/** Uma entrada já recusada pela leitura (nome ou tipo que a cópia não aceita). */
export class EntradaRecusada extends Error {}

/**
 * `p`, ou a falha de `sinal` se ela vier antes. Sem `Promise.race` com uma promessa que vive o fluxo inteiro:
 * cada corrida deixaria nela uma reação presa ao pedaço lido, e a memória cresceria com o tamanho da entrada.
 */
async function ouFalha<T>(p: Promise<T>, sinal: AbortSignal): Promise<T> {
  sinal.throwIfAborted();
  let ouvinte = () => {};
  const falha = new Promise<never>((_, rejeitar) => {
    ouvinte = () => rejeitar(sinal.reason);
    sinal.addEventListener('abort', ouvinte, { once: true });
  });
  try {
    return await Promise.race([p, falha]);
  } finally {
    sinal.removeEventListener('abort', ouvinte);
  }
}

/**
 * Escreve no `pack` um arquivo regular de tamanho conhecido; o conteúdo vem de uma vez ou em pedaços. Confere o
 * tamanho (o tar grava o tamanho no cabeçalho, antes do conteúdo). `parada` aborta se a gravação parar no meio:
 * a espera pela contrapressão não fica pendurada.
 */
export async function escreverEntrada(
  pack: Pack,
  nome: string,
  tamanho: number,
  conteudo: Buffer | AsyncIterable<Buffer>,
  mtime: Date,
  parada: AbortSignal,
): Promise<void> {
  const entrada = new ReadEntry(new Header({ path: nome, type: 'File', size: tamanho, mode: 0o644, uid: 0, gid: 0, mtime }));
  pack.add(entrada);
  let escritos = 0;
  for await (const pedaco of Buffer.isBuffer(conteudo) ? [conteudo] : conteudo) {
    escritos += pedaco.length;
    if (escritos > tamanho) break; // o ReadEntry não aceita mais que o tamanho do cabeçalho
    if (!entrada.write(pedaco)) await ouFalha(once(entrada, 'drain'), parada);
  }
  if (escritos !== tamanho) throw new Error(`${nome} mudou de tamanho durante a cópia (${tamanho} → ${escritos} bytes)`);
  entrada.end();
}

const TIPOS_ACEITOS = new Set(['File', 'OldFile', 'Directory']);

/** Um nome relativo seguro: segmentos sem `.`/`..`, sem barra invertida nem NUL, sem `/` no início. */
export function nomeSeguro(nome: string): boolean {
  return nome.length > 0 && nome.split('/').every((s) => s !== '' && s !== '.' && s !== '..' && !/[\\\0]/.test(s));
}

export interface EntradaLida {
  /** O caminho na cópia (pastas sem a barra do fim). */
  nome: string;
  tipo: 'arquivo' | 'pasta';
  tamanho: number;
  /** O conteúdo, em pedaços; leia inteiro (ou não leia: o leitor descarta o que sobrar). */
  conteudo: AsyncIterable<Buffer>;
}

/**
 * Lê as entradas de um `.tar.gz` em fluxo, uma por vez. O `Parser` roda em modo estrito (cabeçalho inválido, tar
 * cortado ou gzip corrompido viram erro, nunca entrada pulada); links, dispositivos e nomes inseguros (absolutos,
 * com `..`) são recusados aqui, antes de qualquer leitura do conteúdo.
 */
export async function* lerEntradas(arquivo: string): AsyncGenerator<EntradaLida> {
  // sem limite de taxa de descompressão: um dump com muitas páginas zeradas comprime muito, e o tamanho de cada
  // entrada já é conferido com o manifesto
  const parser = new Parser({ strict: true, maxDecompressionRatio: Infinity });
  const fila: ReadEntry[] = [];
  let erro: Error | null = null;
  let fim = false;
  let acordar = () => {};
  const parada = new AbortController();
  const parar = (err: Error) => {
    erro ??= err;
    parada.abort(err);
    acordar();
  };
  parser.on('entry', (e: ReadEntry) => {
    fila.push(e);
    acordar();
  });
  parser.on('error', parar);
  parser.on('end', () => {
    fim = true;
    acordar();
  });
  const leitura = createReadStream(arquivo);
  leitura.on('error', parar);
  leitura.pipe(parser);

  /** O conteúdo da entrada; um erro do tar ou do gzip no meio dela chega a quem lê. */
  async function* conteudo(e: ReadEntry): AsyncGenerator<Buffer> {
    const it = e[Symbol.asyncIterator]();
    for (;;) {
      const r = await ouFalha(it.next(), parada.signal);
      if (r.done) break;
      yield r.value;
    }
    if (erro) throw erro;
  }

  try {
    for (;;) {
      if (erro) throw erro;
      const e = fila.shift();
      if (e) {
        const nome = e.type === 'Directory' ? e.path.replace(/\/+$/, '') : e.path;
        if (!nomeSeguro(nome)) throw new EntradaRecusada(`entrada tar com nome inseguro: ${JSON.stringify(e.path)}`);
        if (!TIPOS_ACEITOS.has(e.type)) throw new EntradaRecusada(`entrada tar de tipo não aceito (${e.type}) em ${nome}`);
        const pasta = e.type === 'Directory';
        yield { nome, tipo: pasta ? 'pasta' : 'arquivo', tamanho: pasta ? 0 : e.size, conteudo: conteudo(e) };
        e.resume(); // descarta o que não foi lido: o Parser só passa à entrada seguinte depois do fim desta
        continue;
      }
      if (fim) return;
      await new Promise<void>((r) => (acordar = r));
    }
  } finally {
    leitura.destroy();
  }
}

/** Explica em português uma falha do tar ou do gzip (nulo: a falha é de outro tipo, ex. de disco). */
export function motivoDaFalha(err: unknown): string | null {
  if (err instanceof EntradaRecusada) return err.message;
  const { tarCode, code, message } = err as { tarCode?: string; code?: string; message?: string };
  if (tarCode === 'TAR_ABORT' || code?.startsWith('Z_')) return `gzip inválido: ${message ?? ''}`;
  if (tarCode === 'TAR_ENTRY_INVALID') return 'cabeçalho tar inválido';
  if (tarCode === 'TAR_BAD_ARCHIVE') return /truncated/i.test(message ?? '') ? 'o arquivo termina no meio de uma entrada' : 'o conteúdo não é um tar';
  if (tarCode) return message ?? tarCode;
  return null;
}
