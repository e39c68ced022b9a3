/**
 * Para os testes de PDF: o texto das páginas (pdf.js, como um leitor de verdade extrairia) e o
 * conteúdo do QR embutido (a imagem tirada do arquivo e lida pelo jsQR, como um celular leria).
 */
import { inflateSync } from 'node:zlib';
import jsQR from 'jsqr';
import { PDFArray, PDFDict, PDFDocument, PDFHexString, PDFName, PDFNumber, PDFRawStream, PDFString, type PDFObject } from 'pdf-lib';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';

/** Um pedaço de texto como o pdf.js o vê: posição da linha de base e tamanho, em pontos. */
export interface TrechoDoPdf {
  pagina: number;
  texto: string;
  x: number;
  y: number;
  largura: number;
  altura: number;
}

/** Os pedaços de texto de todas as páginas, na ordem do conteúdo. */
export async function trechosDoPdf(bytes: Uint8Array): Promise<TrechoDoPdf[]> {
  // o pdf.js toma posse do buffer que recebe: vai uma cópia
  const tarefa = getDocument({ data: new Uint8Array(bytes), useSystemFonts: false, isEvalSupported: false, disableFontFace: true, verbosity: 0 });
  try {
    const doc = await tarefa.promise;
    const trechos: TrechoDoPdf[] = [];
    for (let pagina = 1; pagina <= doc.numPages; pagina++) {
      const conteudo = await (await doc.getPage(pagina)).getTextContent();
      for (const item of conteudo.items) {
        if (!('str' in item)) continue;
        const [, , , , x, y] = item.transform as number[];
        trechos.push({ pagina, texto: item.str, x: x ?? 0, y: y ?? 0, largura: item.width, altura: item.height });
      }
    }
    return trechos;
  } finally {
    await tarefa.destroy();
  }
}

/** O texto de todas as páginas, os pedaços separados por espaço e os espaços normalizados. */
export async function textoDoPdf(bytes: Uint8Array): Promise<string> {
  return (await trechosDoPdf(bytes))
    .map((t) => t.texto)
    .join(' ')
    .replace(/\s+/g, ' ')
    .trim();
}

interface Bitmap {
  largura: number;
  altura: number;
  rgba: Uint8ClampedArray;
}

/** O texto do primeiro QR legível entre as imagens das páginas, ou nulo se nenhuma é um QR. */
export async function qrDoPdf(bytes: Uint8Array): Promise<string | null> {
  const doc = await PDFDocument.load(bytes, { updateMetadata: false });
  for (const page of doc.getPages()) {
    const xobjetos = page.node.Resources()?.lookupMaybe(PDFName.of('XObject'), PDFDict);
    for (const [, ref] of xobjetos?.entries() ?? []) {
      const objeto = doc.context.lookup(ref);
      const bitmap = objeto instanceof PDFRawStream ? bitmapDaImagem(objeto) : null;
      const lido = bitmap && jsQR(bitmap.rgba, bitmap.largura, bitmap.altura);
      if (lido) return lido.data;
    }
  }
  return null;
}

function numero(dict: PDFDict, chave: string, padrao?: number): number | undefined {
  const valor = dict.lookup(PDFName.of(chave));
  return valor instanceof PDFNumber ? valor.asNumber() : padrao;
}

/** Canais de cor: DeviceGray, DeviceRGB ou ICCBased (o /N do perfil); outros espaços ficam de fora. */
function canaisDoEspacoDeCor(espaco: PDFObject | undefined, dict: PDFDict): number | null {
  if (espaco === PDFName.of('DeviceGray')) return 1;
  if (espaco === PDFName.of('DeviceRGB')) return 3;
  if (espaco instanceof PDFArray && espaco.get(0) === PDFName.of('ICCBased')) {
    const perfil = dict.context.lookup(espaco.get(1));
    return perfil instanceof PDFRawStream ? (numero(perfil.dict, 'N') ?? null) : null;
  }
  return null;
}

/** Os filtros do stream: só FlateDecode (ou nenhum) é entendido aqui. */
function descomprimir(stream: PDFRawStream): Uint8Array | null {
  const filtro = stream.dict.lookup(PDFName.of('Filter'));
  const filtros = filtro instanceof PDFArray ? filtro.asArray() : filtro ? [filtro] : [];
  if (filtros.some((f) => f !== PDFName.of('FlateDecode'))) return null;
  return filtros.length ? new Uint8Array(inflateSync(stream.contents)) : stream.contents;
}

/** Imagem de 1 bit por pixel com paleta (`[/Indexed /DeviceRGB 1 <cores>]`, como o QR dos certificados) em RGBA. */
function bitmapIndexado1Bit(stream: PDFRawStream, largura: number, altura: number): Bitmap | null {
  const espaco = stream.dict.lookup(PDFName.of('ColorSpace'));
  if (!(espaco instanceof PDFArray) || espaco.get(0) !== PDFName.of('Indexed') || espaco.get(1) !== PDFName.of('DeviceRGB')) return null;
  const tabela = espaco.lookup(3);
  const paleta = tabela instanceof PDFHexString ? tabela.asBytes() : tabela instanceof PDFString ? tabela.asBytes() : null;
  const pixels = descomprimir(stream);
  const bytesPorLinha = Math.ceil(largura / 8);
  if (!paleta || paleta.length < 6 || !pixels || pixels.length < bytesPorLinha * altura) return null;
  const rgba = new Uint8ClampedArray(largura * altura * 4);
  for (let y = 0; y < altura; y++) {
    for (let x = 0; x < largura; x++) {
      const indice = (pixels[y * bytesPorLinha + (x >> 3)]! >> (7 - (x & 7))) & 1;
      rgba.set([paleta[indice * 3]!, paleta[indice * 3 + 1]!, paleta[indice * 3 + 2]!, 255], (y * largura + x) * 4);
    }
  }
  return { largura, altura, rgba };
}

/** Uma imagem em RGBA: 8 bits por componente (desfeitos a compressão e o preditor PNG) ou 1 bit com paleta. */
function bitmapDaImagem(stream: PDFRawStream): Bitmap | null {
  const dict = stream.dict;
  if (dict.lookup(PDFName.of('Subtype')) !== PDFName.of('Image')) return null;
  if (numero(dict, 'BitsPerComponent') === 1) return bitmapIndexado1Bit(stream, numero(dict, 'Width') ?? 0, numero(dict, 'Height') ?? 0);
  if (numero(dict, 'BitsPerComponent') !== 8) return null;
  const largura = numero(dict, 'Width') ?? 0;
  const altura = numero(dict, 'Height') ?? 0;
  const canais = canaisDoEspacoDeCor(dict.lookup(PDFName.of('ColorSpace')), dict);
  let pixels = descomprimir(stream);
  if (!canais || !pixels || largura <= 0 || altura <= 0) return null;
  const parametros = dict.lookupMaybe(PDFName.of('DecodeParms'), PDFDict);
  if (parametros && (numero(parametros, 'Predictor', 1) ?? 1) >= 10) {
    const colunas = numero(parametros, 'Columns', 1) ?? 1;
    const cores = numero(parametros, 'Colors', 1) ?? 1;
    pixels = desfazerPreditorPng(pixels, colunas * cores, cores);
  }
  if (pixels.length < largura * altura * canais) return null;
  const rgba = new Uint8ClampedArray(largura * altura * 4);
  for (let p = 0; p < largura * altura; p++) {
    for (let c = 0; c < 3; c++) rgba[p * 4 + c] = pixels[p * canais + (canais === 1 ? 0 : c)]!;
    rgba[p * 4 + 3] = 255;
  }
  return { largura, altura, rgba };
}

/** Preditor de Paeth: o vizinho (esquerda, cima, diagonal) mais perto da estimativa. */
function paeth(a: number, b: number, c: number): number {
  const p = a + b - c;
  const [pa, pb, pc] = [Math.abs(p - a), Math.abs(p - b), Math.abs(p - c)];
  return pa <= pb && pa <= pc ? a : pb <= pc ? b : c;
}

/**
 * Desfaz os filtros de linha do PNG (/Predictor 10–15): cada linha vem com um byte do filtro
 * (0 nenhum, 1 esquerda, 2 cima, 3 média, 4 Paeth) antes dos `bytesPorLinha` bytes.
 */
function desfazerPreditorPng(dados: Uint8Array, bytesPorLinha: number, bytesPorPixel: number): Uint8Array {
  const linhas = Math.floor(dados.length / (bytesPorLinha + 1));
  const saida = new Uint8Array(linhas * bytesPorLinha);
  for (let l = 0; l < linhas; l++) {
    const filtro = dados[l * (bytesPorLinha + 1)];
    const origem = l * (bytesPorLinha + 1) + 1;
    const inicio = l * bytesPorLinha;
    for (let i = 0; i < bytesPorLinha; i++) {
      const a = i >= bytesPorPixel ? saida[inicio + i - bytesPorPixel]! : 0;
      const b = l > 0 ? saida[inicio - bytesPorLinha + i]! : 0;
      const c = l > 0 && i >= bytesPorPixel ? saida[inicio - bytesPorLinha + i - bytesPorPixel]! : 0;
      const previsto = filtro === 1 ? a : filtro === 2 ? b : filtro === 3 ? Math.floor((a + b) / 2) : filtro === 4 ? paeth(a, b, c) : 0;
      saida[inicio + i] = (dados[origem + i]! + previsto) & 255;
    }
  }
  return saida;
}
