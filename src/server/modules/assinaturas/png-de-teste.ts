import { crc32, deflateSync } from 'node:zlib';

/** Só para testes: monta PNGs pequenos (válidos ou quebrados de propósito) sem biblioteca de imagem. */

const ASSINATURA = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const CANAIS: Record<number, number> = { 0: 1, 2: 3, 3: 1, 4: 2, 6: 4 };
const ADAM7 = [
  [0, 0, 8, 8], [4, 0, 8, 8], [0, 4, 4, 8], [2, 0, 4, 4], [0, 2, 2, 4], [1, 0, 2, 2], [0, 1, 1, 2],
] as const;

export function blocoPng(tipo: string, dados: Buffer): Buffer {
  const corpo = Buffer.concat([Buffer.from(tipo, 'latin1'), dados]);
  const tamanho = Buffer.alloc(4);
  tamanho.writeUInt32BE(dados.length);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(corpo));
  return Buffer.concat([tamanho, corpo, crc]);
}

export interface OpcoesPng {
  largura?: number;
  altura?: number;
  tipoCor?: 0 | 2 | 3 | 4 | 6;
  bits?: 1 | 2 | 4 | 8 | 16;
  entrelacado?: boolean;
  /** Linhas a menos nos dados (IDAT curto). */
  linhasAMenos?: number;
  /** Byte de filtro de cada linha (o válido é 0–4). */
  filtro?: number;
  /** Omite o PLTE de uma imagem de paleta. */
  semPaleta?: boolean;
  /** Blocos no lugar dos gerados depois do IHDR (para montar arquivos fora de ordem). */
  blocos?: Buffer[];
}

/** As linhas cruas (filtro + pixels) de uma imagem de `largura` × `altura`, com um traço diagonal. */
function linhas(largura: number, altura: number, bitsPorPixel: number, filtro: number): Buffer {
  const bytesLinha = Math.ceil((largura * bitsPorPixel) / 8);
  const partes: Buffer[] = [];
  for (let y = 0; y < altura; y++) {
    const linha = Buffer.alloc(1 + bytesLinha);
    linha[0] = filtro;
    linha[1 + ((y * 7) % bytesLinha)] = 0xff;
    partes.push(linha);
  }
  return Buffer.concat(partes);
}

/** Um PNG bem formado (ou quebrado conforme as opções). Padrão: 300 × 100, RGBA de 8 bits. */
export function criarPng(o: OpcoesPng = {}): Buffer {
  const { largura = 300, altura = 100, tipoCor = 6, bits = 8, entrelacado = false, linhasAMenos = 0, filtro = 0 } = o;
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(largura, 0);
  ihdr.writeUInt32BE(altura, 4);
  ihdr[8] = bits;
  ihdr[9] = tipoCor;
  ihdr[12] = entrelacado ? 1 : 0;
  const bpp = bits * CANAIS[tipoCor]!;
  const passes = entrelacado
    ? ADAM7.map(([x0, y0, dx, dy]) => [Math.max(0, Math.ceil((largura - x0) / dx)), Math.max(0, Math.ceil((altura - y0) / dy))] as const).filter(([w, h]) => w > 0 && h > 0)
    : [[largura, Math.max(0, altura - linhasAMenos)] as const];
  const cru = Buffer.concat(passes.map(([w, h]) => linhas(w, h, bpp, filtro)));
  const paleta = tipoCor === 3 && !o.semPaleta ? [blocoPng('PLTE', Buffer.from([0, 0, 0, 255, 255, 255]))] : [];
  const meio = o.blocos ?? [...paleta, blocoPng('IDAT', deflateSync(cru))];
  return Buffer.concat([ASSINATURA, blocoPng('IHDR', ihdr), ...meio, blocoPng('IEND', Buffer.alloc(0))]);
}

export const dataUrl = (bytes: Buffer, tipo = 'image/png') => `data:${tipo};base64,${bytes.toString('base64')}`;

/** Começo de um JPEG (SOI + APP0 JFIF) e de um GIF: o suficiente para a assinatura de bytes. */
export const JPEG = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10]), Buffer.from('JFIF\0', 'latin1'), Buffer.alloc(64)]);
export const GIF = Buffer.concat([Buffer.from('GIF89a', 'latin1'), Buffer.alloc(64)]);
