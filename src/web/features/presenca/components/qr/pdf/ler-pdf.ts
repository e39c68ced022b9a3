/**
 * Leitura de um PDF gerado, nos testes: a página, a imagem do QR (decodificada com jsQR), a posição
 * da imagem e os textos escritos, com o pdf-lib de verdade.
 */
import jsQR from 'jsqr';
import { decodePDFRawStream, PDFArray, PDFDict, PDFDocument, PDFName, type PDFNumber, type PDFRawStream, type PDFRef } from 'pdf-lib';

/** Conteúdo de um fluxo do PDF já descomprimido (o FlateDecode do próprio pdf-lib). */
const inflar = (fluxo: PDFRawStream) => decodePDFRawStream(fluxo).decode();

const WIN_ANSI_80_9F: Record<number, string> = { 0x80: '€', 0x85: '…', 0x91: '‘', 0x92: '’', 0x93: '“', 0x94: '”', 0x95: '•', 0x96: '–', 0x97: '—' };
const deWinAnsi = (byte: number) => WIN_ANSI_80_9F[byte] ?? String.fromCharCode(byte);

const numero = (d: PDFDict, nome: string) => (d.lookup(PDFName.of(nome)) as PDFNumber).asNumber();

export async function lerPdf(bytes: Uint8Array) {
  const doc = await PDFDocument.load(bytes);
  const pagina = doc.getPage(0);
  const xobjetos = pagina.node.Resources()?.lookup(PDFName.of('XObject'), PDFDict);
  const imagens = (xobjetos?.entries() ?? []).map(([, ref]) => doc.context.lookup(ref as PDFRef) as PDFRawStream).filter((s) => s.dict.get(PDFName.of('Subtype')) === PDFName.of('Image'));
  const contents = pagina.node.Contents();
  const fluxos = contents instanceof PDFArray ? contents.asArray().map((r) => doc.context.lookup(r) as PDFRawStream) : [contents as PDFRawStream];
  const conteudo = fluxos.map((f) => new TextDecoder('latin1').decode(inflar(f))).join('\n');
  // textos: `<hex> Tj` em WinAnsi (Latin-1 nos acentos; de 0x80 a 0x9F, os sinais tipográficos)
  const textos = [...conteudo.matchAll(/<([0-9A-Fa-f]*)> Tj/g)].map((m) => (m[1]!.match(/../g) ?? []).map((h) => deWinAnsi(parseInt(h, 16))).join(''));
  return { doc, pagina, imagens, conteudo, textos };
}

/** Decodifica o QR de uma imagem do PDF (RGB em FlateDecode, como o pdf-lib grava PNGs). */
export async function lerQrDaImagem(imagem: PDFRawStream): Promise<string | null> {
  const largura = numero(imagem.dict, 'Width');
  const altura = numero(imagem.dict, 'Height');
  const rgb = inflar(imagem);
  const rgba = new Uint8ClampedArray(largura * altura * 4);
  for (let i = 0, j = 0; i < largura * altura; i++, j += 3) rgba.set([rgb[j]!, rgb[j + 1]!, rgb[j + 2]!, 255], i * 4);
  return jsQR(rgba, largura, altura)?.data ?? null;
}
