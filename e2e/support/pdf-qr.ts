/**
 * Lê, no Node, o QR embutido num PDF gerado pelo navegador: acha a imagem (o pdf-lib grava o PNG como
 * RGB em FlateDecode, com /SMask quando há transparência), descomprime com zlib e decodifica com jsQR.
 */
import zlib from 'node:zlib';
import jsQR from 'jsqr';
import { PDFDict, PDFDocument, PDFName, PDFNumber, PDFRawStream } from 'pdf-lib';

export interface PdfLido {
  paginas: number;
  largura: number;
  altura: number;
  /** Imagens desenhadas na primeira página (o /SMask não conta: é a transparência de outra imagem). */
  imagens: number;
  /** O texto do QR (null se nenhuma imagem decodificou). */
  qr: string | null;
}

function rgbParaRgba(rgb: Uint8Array, pixels: number, canais: number): Uint8ClampedArray {
  const rgba = new Uint8ClampedArray(pixels * 4);
  for (let i = 0; i < pixels; i++) {
    const o = i * canais;
    const [r, g, b] = canais === 1 ? [rgb[o]!, rgb[o]!, rgb[o]!] : [rgb[o]!, rgb[o + 1]!, rgb[o + 2]!];
    rgba.set([r, g, b, 255], i * 4);
  }
  return rgba;
}

/** Decodifica uma imagem RGB ou cinza de 8 bits, ou de 1 bit com paleta, em FlateDecode. */
function lerImagem(fluxo: PDFRawStream): string | null {
  const numero = (nome: string) => fluxo.dict.lookup(PDFName.of(nome), PDFNumber).asNumber();
  const [largura, altura] = [numero('Width'), numero('Height')];
  const filtro = fluxo.dict.get(PDFName.of('Filter'));
  if (filtro !== PDFName.of('FlateDecode')) return null;
  if (numero('BitsPerComponent') === 1) {
    // 1 bit por pixel com paleta de duas cores (o QR dos certificados): 1 = escuro, 0 = branco
    const bits = zlib.inflateSync(Buffer.from(fluxo.contents));
    const porLinha = Math.ceil(largura / 8);
    const cinza = new Uint8Array(largura * altura);
    for (let y = 0; y < altura; y++) for (let x = 0; x < largura; x++) cinza[y * largura + x] = (bits[y * porLinha + (x >> 3)]! >> (7 - (x & 7))) & 1 ? 0 : 255;
    return jsQR(rgbParaRgba(cinza, largura * altura, 1), largura, altura)?.data ?? null;
  }
  if (numero('BitsPerComponent') !== 8) return null;
  const canais = fluxo.dict.get(PDFName.of('ColorSpace')) === PDFName.of('DeviceGray') ? 1 : 3;
  const bruto = zlib.inflateSync(Buffer.from(fluxo.contents));
  return jsQR(rgbParaRgba(bruto, largura * altura, canais), largura, altura)?.data ?? null;
}

export async function lerPdfComQr(bytes: Uint8Array): Promise<PdfLido> {
  const doc = await PDFDocument.load(bytes);
  const pagina = doc.getPage(0);
  const { width, height } = pagina.getSize();
  const xobjetos = pagina.node.Resources()?.lookup(PDFName.of('XObject'), PDFDict);
  const fluxos = (xobjetos?.entries() ?? [])
    .map(([, ref]) => doc.context.lookup(ref))
    .filter((o): o is PDFRawStream => o instanceof PDFRawStream && o.dict.get(PDFName.of('Subtype')) === PDFName.of('Image'));
  const qr = fluxos.map(lerImagem).find((t) => t !== null) ?? null;
  return { paginas: doc.getPageCount(), largura: width, altura: height, imagens: fluxos.length, qr };
}
