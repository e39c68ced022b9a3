/**
 * Um tar (formato ustar do POSIX) mínimo, escrito e lido em fluxo: só arquivos regulares e pastas, que é o
 * que a cópia de segurança precisa. Sem dependência: o Node traz o gzip (zlib) e os fluxos.
 * Tamanhos acima de 8 GiB usam a codificação binária do GNU tar (base 256), que o `tar` do sistema lê.
 */
import { once } from 'node:events';
import type { Writable } from 'node:stream';

const BLOCO = 512;
const ZEROS = Buffer.alloc(BLOCO * 2);
const MAX_OCTAL_12 = 0o77777777777; // 11 dígitos octais: 8 GiB − 1

/** O conteúdo do arquivo não é um tar que sabemos ler (cabeçalho inválido, fim inesperado). */
export class TarInvalido extends Error {}

function escreverTexto(h: Buffer, texto: string, inicio: number, tamanho: number): void {
  const b = Buffer.from(texto, 'utf8');
  if (b.length > tamanho) throw new Error(`campo grande demais no cabeçalho tar: ${texto}`);
  b.copy(h, inicio);
}

function escreverOctal(h: Buffer, valor: number, inicio: number, tamanho: number): void {
  escreverTexto(h, `${valor.toString(8).padStart(tamanho - 1, '0')}\0`, inicio, tamanho);
}

/** Separa o caminho em prefixo (até 155 bytes) e nome (até 100), como pede o ustar. */
function dividirNome(nome: string): { prefixo: string; nome: string } {
  if (Buffer.byteLength(nome) <= 100) return { prefixo: '', nome };
  for (let i = nome.indexOf('/'); i !== -1; i = nome.indexOf('/', i + 1)) {
    const prefixo = nome.slice(0, i);
    const resto = nome.slice(i + 1);
    if (Buffer.byteLength(prefixo) <= 155 && Buffer.byteLength(resto) <= 100) return { prefixo, nome: resto };
  }
  throw new Error(`caminho longo demais para o tar: ${nome}`);
}

function cabecalho(nome: string, tamanho: number, tipo: '0' | '5', mtime: Date): Buffer {
  const h = Buffer.alloc(BLOCO);
  const partes = dividirNome(nome);
  escreverTexto(h, partes.nome, 0, 100);
  escreverOctal(h, tipo === '5' ? 0o755 : 0o644, 100, 8);
  escreverOctal(h, 0, 108, 8);
  escreverOctal(h, 0, 116, 8);
  if (tamanho <= MAX_OCTAL_12) escreverOctal(h, tamanho, 124, 12);
  else {
    h[124] = 0x80; // base 256 (GNU): os 11 bytes seguintes guardam o número, big-endian
    h.writeBigUInt64BE(BigInt(tamanho), 124 + 4);
  }
  escreverOctal(h, Math.floor(mtime.getTime() / 1000), 136, 12);
  h.fill(' ', 148, 156); // a soma de verificação conta o próprio campo como espaços
  h.write(tipo, 156, 'latin1');
  escreverTexto(h, 'ustar\0', 257, 6);
  escreverTexto(h, '00', 263, 2);
  escreverTexto(h, partes.prefixo, 345, 155);
  let soma = 0;
  for (const byte of h) soma += byte;
  escreverTexto(h, `${soma.toString(8).padStart(6, '0')}\0 `, 148, 8);
  return h;
}

/** Escreve entradas de tar num fluxo (em geral um gzip), respeitando a contrapressão. */
export class EscritorTar {
  constructor(private readonly destino: Writable) {}

  private async escrever(b: Buffer): Promise<void> {
    const d = this.destino;
    if (d.destroyed) throw new Error('o destino do tar foi fechado (erro de escrita)');
    if (d.write(b)) return;
    // espera o dreno; um destino fechado por erro no meio não pode deixar a espera pendurada
    const parar = new AbortController();
    try {
      await Promise.race([
        once(d, 'drain', { signal: parar.signal }),
        once(d, 'close', { signal: parar.signal }).then(() => {
          throw new Error('o destino do tar foi fechado (erro de escrita)');
        }),
      ]);
    } finally {
      parar.abort();
    }
  }

  async pasta(nome: string, mtime = new Date()): Promise<void> {
    await this.escrever(cabecalho(nome.endsWith('/') ? nome : `${nome}/`, 0, '5', mtime));
  }

  /** Um arquivo de tamanho conhecido; o conteúdo vem de uma vez ou em pedaços. Confere o tamanho. */
  async arquivo(nome: string, tamanho: number, conteudo: Buffer | AsyncIterable<Buffer>, mtime = new Date()): Promise<void> {
    await this.escrever(cabecalho(nome, tamanho, '0', mtime));
    let escritos = 0;
    for await (const pedaco of Buffer.isBuffer(conteudo) ? [conteudo] : conteudo) {
      escritos += pedaco.length;
      if (escritos > tamanho) break;
      await this.escrever(pedaco);
    }
    if (escritos !== tamanho) throw new Error(`${nome} mudou de tamanho durante a cópia (${tamanho} → ${escritos} bytes)`);
    const resto = tamanho % BLOCO;
    if (resto) await this.escrever(Buffer.alloc(BLOCO - resto));
  }

  /** Os dois blocos zerados do fim e o fim do fluxo. */
  async terminar(): Promise<void> {
    await this.escrever(ZEROS);
    this.destino.end();
  }
}

/** Lê bytes exatos de um fluxo de pedaços. */
class Fonte {
  private pedacos: Buffer[] = [];
  private disponivel = 0;
  private acabou = false;

  constructor(private readonly it: AsyncIterator<Buffer>) {}

  private async encher(n: number): Promise<void> {
    while (this.disponivel < n && !this.acabou) {
      const r = await this.it.next();
      if (r.done) this.acabou = true;
      else if (r.value.length > 0) {
        this.pedacos.push(r.value);
        this.disponivel += r.value.length;
      }
    }
  }

  /** Até `n` bytes do início do que falta ler (vazio no fim do fluxo). */
  async tirar(n: number): Promise<Buffer> {
    await this.encher(1);
    const primeiro = this.pedacos[0];
    if (!primeiro) return Buffer.alloc(0);
    const parte = primeiro.length <= n ? primeiro : primeiro.subarray(0, n);
    if (parte === primeiro) this.pedacos.shift();
    else this.pedacos[0] = primeiro.subarray(n);
    this.disponivel -= parte.length;
    return parte;
  }

  /** Exatamente `n` bytes; nulo se o fluxo já tinha acabado; erro se acabar no meio. */
  async exato(n: number): Promise<Buffer | null> {
    await this.encher(n);
    if (this.disponivel === 0 && this.acabou) return null;
    if (this.disponivel < n) throw new TarInvalido('o arquivo termina no meio de uma entrada');
    const partes: Buffer[] = [];
    for (let falta = n; falta > 0; ) {
      const p = await this.tirar(falta);
      partes.push(p);
      falta -= p.length;
    }
    return partes.length === 1 ? partes[0]! : Buffer.concat(partes);
  }

}

function lerTexto(h: Buffer, inicio: number, tamanho: number): string {
  const campo = h.subarray(inicio, inicio + tamanho);
  const fim = campo.indexOf(0);
  return campo.subarray(0, fim === -1 ? tamanho : fim).toString('utf8');
}

function lerNumero(h: Buffer, inicio: number, tamanho: number): number {
  if (h[inicio]! & 0x80) {
    const n = h.readBigUInt64BE(inicio + tamanho - 8);
    if (n > BigInt(Number.MAX_SAFE_INTEGER)) throw new TarInvalido('tamanho de entrada grande demais');
    return Number(n);
  }
  const texto = lerTexto(h, inicio, tamanho).trim();
  if (!/^[0-7]*$/.test(texto)) throw new TarInvalido('cabeçalho tar inválido');
  return texto ? parseInt(texto, 8) : 0;
}

function conferirSoma(h: Buffer): void {
  const guardada = lerNumero(h, 148, 8);
  let soma = 0;
  for (let i = 0; i < BLOCO; i++) soma += i >= 148 && i < 156 ? 32 : h[i]!;
  if (soma !== guardada) throw new TarInvalido('cabeçalho tar com soma de verificação errada');
}

export interface EntradaTar {
  nome: string;
  tipo: 'arquivo' | 'pasta';
  tamanho: number;
  /** O conteúdo, em pedaços; leia inteiro (ou não leia: o leitor pula o que sobrar). */
  conteudo: AsyncIterable<Buffer>;
}

/** Lê um tar de um fluxo (já descomprimido). Recusa tipos que a cópia não usa (links, dispositivos). */
export async function* lerTar(fluxo: AsyncIterable<Buffer>): AsyncGenerator<EntradaTar> {
  const fonte = new Fonte(fluxo[Symbol.asyncIterator]());
  for (;;) {
    const h = await fonte.exato(BLOCO);
    if (!h) throw new TarInvalido('o arquivo termina sem o fim do tar');
    if (h.every((b) => b === 0)) return; // fim (o segundo bloco zerado, se houver, é ignorado)
    conferirSoma(h);
    if (lerTexto(h, 257, 6) !== 'ustar') throw new TarInvalido('entrada tar fora do formato ustar');
    const prefixo = lerTexto(h, 345, 155);
    const nome = (prefixo ? `${prefixo}/` : '') + lerTexto(h, 0, 100);
    const tamanho = lerNumero(h, 124, 12);
    const tipoBruto = String.fromCharCode(h[156]!);
    if (!['0', '\0', '5'].includes(tipoBruto)) throw new TarInvalido(`entrada tar de tipo não aceito ("${tipoBruto}") em ${nome}`);
    const tipo = tipoBruto === '5' ? 'pasta' : 'arquivo';
    let falta = tipo === 'pasta' ? 0 : tamanho;
    const pedaco = async () => {
      const p = await fonte.tirar(falta);
      if (p.length === 0) throw new TarInvalido('o arquivo termina no meio de uma entrada');
      falta -= p.length;
      return p;
    };
    const conteudo = (async function* () {
      while (falta > 0) yield await pedaco();
    })();
    yield { nome: tipo === 'pasta' ? nome.replace(/\/+$/, '') : nome, tipo, tamanho, conteudo };
    while (falta > 0) await pedaco(); // pula o que o consumidor não leu
    const resto = tipo === 'pasta' ? 0 : tamanho % BLOCO;
    if (resto && !(await fonte.exato(BLOCO - resto))) throw new TarInvalido('o arquivo termina no meio de uma entrada');
  }
}
