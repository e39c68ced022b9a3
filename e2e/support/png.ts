/**
 * Decodificador mínimo de PNG (8 bits, sem entrelaçamento: o que o Chromium gera nas capturas)
 * para conferir, no Node, que um QR desenhado na página não está em branco.
 */
import zlib from 'node:zlib';

export interface Imagem {
  largura: number;
  altura: number;
  /** Luminância 0–255 de cada pixel, linha a linha. */
  luma: Uint8Array;
}

function paeth(a: number, b: number, c: number): number {
  const p = a + b - c;
  const pa = Math.abs(p - a);
  const pb = Math.abs(p - b);
  const pc = Math.abs(p - c);
  return pa <= pb && pa <= pc ? a : pb <= pc ? b : c;
}

export function decodificarPng(buf: Buffer): Imagem {
  if (buf.readUInt32BE(0) !== 0x89504e47) throw new Error('não é PNG');
  let pos = 8;
  let largura = 0;
  let altura = 0;
  let tipoCor = 0;
  const idat: Buffer[] = [];
  while (pos < buf.length) {
    const tam = buf.readUInt32BE(pos);
    const tipo = buf.toString('latin1', pos + 4, pos + 8);
    const dados = buf.subarray(pos + 8, pos + 8 + tam);
    if (tipo === 'IHDR') {
      largura = dados.readUInt32BE(0);
      altura = dados.readUInt32BE(4);
      const bits = dados[8];
      tipoCor = dados[9] ?? 0;
      if (bits !== 8 || dados[12] !== 0) throw new Error('PNG não suportado (só 8 bits, sem entrelaçamento)');
    } else if (tipo === 'IDAT') idat.push(dados);
    else if (tipo === 'IEND') break;
    pos += 12 + tam;
  }
  const canais = ({ 0: 1, 2: 3, 4: 2, 6: 4 } as Record<number, number>)[tipoCor];
  if (!canais) throw new Error(`PNG com tipo de cor ${tipoCor} não suportado`);
  const bruto = zlib.inflateSync(Buffer.concat(idat));
  const passo = largura * canais;
  const atual = Buffer.alloc(passo);
  const anterior = Buffer.alloc(passo);
  const luma = new Uint8Array(largura * altura);
  for (let y = 0; y < altura; y++) {
    const inicio = y * (passo + 1);
    const filtro = bruto[inicio] ?? 0;
    for (let x = 0; x < passo; x++) {
      const v = bruto[inicio + 1 + x] ?? 0;
      const a = x >= canais ? (atual[x - canais] ?? 0) : 0;
      const b = anterior[x] ?? 0;
      const c = x >= canais ? (anterior[x - canais] ?? 0) : 0;
      const preditor = filtro === 1 ? a : filtro === 2 ? b : filtro === 3 ? (a + b) >> 1 : filtro === 4 ? paeth(a, b, c) : 0;
      atual[x] = (v + preditor) & 0xff;
    }
    for (let x = 0; x < largura; x++) {
      const o = x * canais;
      const r = atual[o] ?? 0;
      const g = canais >= 3 ? (atual[o + 1] ?? 0) : r;
      const bl = canais >= 3 ? (atual[o + 2] ?? 0) : r;
      luma[y * largura + x] = Math.round(0.299 * r + 0.587 * g + 0.114 * bl);
    }
    atual.copy(anterior);
  }
  return { largura, altura, luma };
}

/** Frações de pixels escuros (< 96) e claros (> 160): um QR tem bastante dos dois. */
export function contraste(img: Imagem): { escuros: number; claros: number } {
  let escuros = 0;
  let claros = 0;
  for (const v of img.luma) {
    if (v < 96) escuros++;
    else if (v > 160) claros++;
  }
  const total = img.luma.length || 1;
  return { escuros: escuros / total, claros: claros / total };
}
