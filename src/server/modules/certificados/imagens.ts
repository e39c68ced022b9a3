/**
 * As imagens dos PDFs (certificado e histórico): as assinaturas, preparadas uma vez, e o QR da validação
 * pública, sem passar por PNG.
 *
 * Antes, o QR virava um PNG (qrcode + pngjs, filtros e compressão) que o pdf-lib decodificava e
 * comprimia de novo: uns 12 ms por certificado, a maior fatia do PDF. Aqui os módulos do QR viram
 * direto os pixels da imagem (1 bit por pixel com as duas cores de antes, quase o mesmo tamanho, agora
 * com um número inteiro de pixels por módulo), comprimidos pelo fflate.
 */
import { createHash } from 'node:crypto';
import { degrees, drawImage, PDFDocument, PDFHexString, PDFName, type PDFObject, type PDFPage, PDFRawStream, type PDFRef } from 'pdf-lib';
import QRCode from 'qrcode';
import { zlibSync } from 'fflate';

// O QR: verde quase preto sobre branco (lê como preto e combina com a moldura), margem de um módulo.

/** Paleta da imagem de 1 bit: 0 = branco, 1 = o verde quase preto. */
const PALETA = 'FFFFFF052E24';
/** Lado da imagem, em pixels, aproximado para um número inteiro de pixels por módulo (o PNG de antes tinha 240). */
const LADO = 240;

/** Pixels do QR em 1 bit por pixel (linhas completadas até o byte), cada módulo um quadrado de `escala` pixels. */
function pixelsDoQr(url: string): { lado: number; pixels: Uint8Array } {
  const { modules } = QRCode.create(url, { errorCorrectionLevel: 'M' });
  const modulos = modules.size + 2;
  const escala = Math.max(2, Math.round(LADO / modulos));
  const lado = modulos * escala;
  const bytesPorLinha = Math.ceil(lado / 8);
  const pixels = new Uint8Array(lado * bytesPorLinha);
  for (let linha = 0; linha < modules.size; linha++) {
    const inicio = (linha + 1) * escala * bytesPorLinha;
    for (let coluna = 0; coluna < modules.size; coluna++) {
      if (!modules.get(linha, coluna)) continue;
      for (let x = (coluna + 1) * escala; x < (coluna + 2) * escala; x++) pixels[inicio + (x >> 3)]! |= 0x80 >> (x & 7);
    }
    // as outras linhas do módulo repetem a primeira
    for (let y = 1; y < escala; y++) pixels.copyWithin(inicio + y * bytesPorLinha, inicio, inicio + bytesPorLinha);
  }
  return { lado, pixels };
}

/**
 * O QR do endereço como imagem do documento (uma vez por documento; o histórico a repete em toda página):
 * 1 bit por pixel com paleta de duas cores e FlateDecode do fflate — uns 0,4 ms e 0,5 kB (o RGB de 8 bits
 * pediria 170 kB crus e 2 a 5 ms de compressão).
 */
export function embutirQr(doc: PDFDocument, url: string): PDFRef {
  const { lado, pixels } = pixelsDoQr(url);
  const contexto = doc.context;
  const cores = contexto.obj([PDFName.of('Indexed'), PDFName.of('DeviceRGB'), 1, PDFHexString.of(PALETA)]);
  const dict = contexto.obj({ Type: 'XObject', Subtype: 'Image', Width: lado, Height: lado, ColorSpace: cores, BitsPerComponent: 1, Filter: 'FlateDecode' });
  return contexto.register(PDFRawStream.of(dict, zlibSync(pixels, { level: 6 })));
}

/** Desenha uma imagem já no documento no retângulo dado (como `page.drawImage`, sem pedir um `PDFImage`). */
export function desenharImagem(page: PDFPage, ref: PDFRef, x: number, y: number, largura: number, altura: number, nome = 'Imagem'): void {
  const chave = page.node.newXObject(nome, ref);
  page.pushOperators(...drawImage(chave, { x, y, width: largura, height: altura, rotate: degrees(0), xSkew: degrees(0), ySkew: degrees(0) }));
}

/**
 * Assinatura pronta para copiar: decodificada e comprimida uma vez (PNG: uns 15 ms cada) e guardada pelo
 * SHA-256 dos bytes — no lote, as mesmas poucas assinaturas se repetem em todos os certificados.
 * Imagem que não abre fica guardada como nula: o certificado sai com a linha, sem a imagem.
 */
export type ImagemPronta = { largura: number; altura: number; imagem: PDFRawStream; mascara: PDFRawStream | null };
const imagensProntas = new Map<string, ImagemPronta | null>();

async function decodificarImagem(bytes: Uint8Array): Promise<ImagemPronta> {
  const rascunho = await PDFDocument.create({ updateMetadata: false });
  const img = bytes[0] === 0xff && bytes[1] === 0xd8 ? await rascunho.embedJpg(bytes) : await rascunho.embedPng(bytes);
  await img.embed();
  const fluxo = (ref: PDFObject | undefined) => {
    const objeto = ref && rascunho.context.lookup(ref);
    if (!(objeto instanceof PDFRawStream)) throw new Error('imagem sem fluxo de dados');
    return objeto;
  };
  const imagem = fluxo(img.ref);
  const mascara = imagem.dict.get(PDFName.of('SMask'));
  return { largura: img.width, altura: img.height, imagem, mascara: mascara ? fluxo(mascara) : null };
}

export async function prepararImagem(bytes: Uint8Array): Promise<ImagemPronta | null> {
  const chave = createHash('sha256').update(bytes).digest('hex');
  if (!imagensProntas.has(chave)) {
    if (imagensProntas.size >= 50) imagensProntas.clear();
    imagensProntas.set(chave, await decodificarImagem(bytes).catch(() => null));
  }
  return imagensProntas.get(chave) ?? null;
}

/** Copia a imagem pronta para o documento e a desenha no retângulo dado. */
export function desenharImagemPronta(page: PDFPage, p: ImagemPronta, x: number, y: number, largura: number, altura: number): void {
  const contexto = page.doc.context;
  const imagem = p.imagem.clone(contexto);
  if (p.mascara) imagem.dict.set(PDFName.of('SMask'), contexto.register(p.mascara.clone(contexto)));
  desenharImagem(page, contexto.register(imagem), x, y, largura, altura, 'Assinatura');
}
