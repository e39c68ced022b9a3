import { crc32, inflateSync } from 'node:zlib';

/**
 * Conferência estrutural de um PNG antes de guardá-lo como assinatura: o renderizador de certificados
 * embute a imagem (pdf-lib), e um arquivo que só "parece" PNG quebraria a emissão depois, longe de quem
 * o enviou. Por isso a conferência vai além da assinatura de bytes: blocos com CRC, IHDR coerente,
 * IDAT que descomprime no tamanho exato das linhas e IEND no fim (sem bytes sobrando).
 */

const ASSINATURA_PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

/** Profundidades de cor aceitas por tipo de cor (PNG, seção 11.2.2) e canais de cada tipo. */
const PROFUNDIDADES: Record<number, { bits: readonly number[]; canais: number }> = {
  0: { bits: [1, 2, 4, 8, 16], canais: 1 },
  2: { bits: [8, 16], canais: 3 },
  3: { bits: [1, 2, 4, 8], canais: 1 },
  4: { bits: [8, 16], canais: 2 },
  6: { bits: [8, 16], canais: 4 },
};

/** As sete passadas do entrelaçamento Adam7: [x inicial, y inicial, passo x, passo y]. */
const ADAM7 = [
  [0, 0, 8, 8], [4, 0, 8, 8], [0, 4, 4, 8], [2, 0, 4, 4], [0, 2, 2, 4], [1, 0, 2, 2], [0, 1, 1, 2],
] as const;

export interface CabecalhoPng {
  largura: number;
  altura: number;
}

export const ehPng = (b: Uint8Array) => b.length >= 8 && ASSINATURA_PNG.every((v, i) => b[i] === v);

interface Ihdr extends CabecalhoPng {
  bits: number;
  tipoCor: number;
  entrelacado: boolean;
}

function lerIhdr(dados: Buffer): Ihdr | null {
  if (dados.length !== 13) return null;
  const largura = dados.readUInt32BE(0);
  const altura = dados.readUInt32BE(4);
  const [bits, tipoCor, compressao, filtro, entrelacamento] = [dados[8]!, dados[9]!, dados[10]!, dados[11]!, dados[12]!];
  const def = PROFUNDIDADES[tipoCor];
  if (largura === 0 || altura === 0 || largura > 2 ** 31 - 1 || altura > 2 ** 31 - 1) return null;
  if (!def || !def.bits.includes(bits) || compressao !== 0 || filtro !== 0 || entrelacamento > 1) return null;
  return { largura, altura, bits, tipoCor, entrelacado: entrelacamento === 1 };
}

/** Largura e altura de cada imagem reduzida (uma sem entrelaçamento, até sete com Adam7). */
function imagensReduzidas(h: Ihdr): { largura: number; altura: number }[] {
  if (!h.entrelacado) return [{ largura: h.largura, altura: h.altura }];
  return ADAM7.map(([x0, y0, dx, dy]) => ({
    largura: Math.max(0, Math.ceil((h.largura - x0) / dx)),
    altura: Math.max(0, Math.ceil((h.altura - y0) / dy)),
  })).filter((p) => p.largura > 0 && p.altura > 0);
}

/** Os dados descomprimidos têm o tamanho exato das linhas e cada linha começa por um filtro válido (0–4). */
function linhasConferem(h: Ihdr, bruto: Buffer): boolean {
  const bitsPorPixel = h.bits * PROFUNDIDADES[h.tipoCor]!.canais;
  let pos = 0;
  for (const p of imagensReduzidas(h)) {
    const bytesLinha = 1 + Math.ceil((p.largura * bitsPorPixel) / 8);
    for (let y = 0; y < p.altura; y++) {
      if (pos >= bruto.length || bruto[pos]! > 4) return false;
      pos += bytesLinha;
    }
  }
  return pos === bruto.length;
}

function tamanhoEsperado(h: Ihdr): number {
  const bitsPorPixel = h.bits * PROFUNDIDADES[h.tipoCor]!.canais;
  return imagensReduzidas(h).reduce((soma, p) => soma + p.altura * (1 + Math.ceil((p.largura * bitsPorPixel) / 8)), 0);
}

/**
 * Lê o cabeçalho de um PNG íntegro, ou nulo se o conteúdo não é um PNG bem formado.
 * `limite` barra imagens maiores antes de descomprimir (a descompressão é limitada ao tamanho esperado).
 */
export function lerPng(conteudo: Uint8Array, limite: { largura: number; altura: number }): (CabecalhoPng & { excede: boolean }) | null {
  const b = Buffer.from(conteudo.buffer, conteudo.byteOffset, conteudo.byteLength);
  if (!ehPng(b)) return null;
  let pos = 8;
  let ihdr: Ihdr | null = null;
  let temPaleta = false;
  const idat: Buffer[] = [];
  let fimIdat = false;
  let temIend = false;
  while (pos + 12 <= b.length) {
    const tamanho = b.readUInt32BE(pos);
    const tipo = b.toString('latin1', pos + 4, pos + 8);
    if (tamanho > b.length - pos - 12 || !/^[A-Za-z]{4}$/.test(tipo)) return null;
    const dados = b.subarray(pos + 8, pos + 8 + tamanho);
    if (crc32(b.subarray(pos + 4, pos + 8 + tamanho)) !== b.readUInt32BE(pos + 8 + tamanho)) return null;
    pos += 12 + tamanho;
    if (!ihdr) {
      if (tipo !== 'IHDR' || !(ihdr = lerIhdr(dados))) return null;
      if (ihdr.largura > limite.largura || ihdr.altura > limite.altura) return { largura: ihdr.largura, altura: ihdr.altura, excede: true };
      continue;
    }
    if (tipo === 'IHDR') return null;
    if (tipo === 'PLTE') temPaleta = true;
    if (tipo === 'IDAT') {
      // os IDAT vêm seguidos (PNG, seção 5.6)
      if (fimIdat) return null;
      idat.push(dados);
    } else if (idat.length > 0) fimIdat = true;
    if (tipo === 'IEND') {
      if (pos !== b.length || tamanho !== 0) return null;
      temIend = true;
      break;
    }
  }
  if (!ihdr || !temIend || idat.length === 0 || (ihdr.tipoCor === 3 && !temPaleta)) return null;
  const esperado = tamanhoEsperado(ihdr);
  let bruto: Buffer;
  try {
    // limitado ao tamanho esperado: uma "bomba" de compressão para aqui
    bruto = inflateSync(Buffer.concat(idat), { maxOutputLength: esperado + 1 });
  } catch {
    return null;
  }
  if (!linhasConferem(ihdr, bruto)) return null;
  return { largura: ihdr.largura, altura: ihdr.altura, excede: false };
}
