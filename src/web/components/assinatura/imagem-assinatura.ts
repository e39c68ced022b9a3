/**
 * A imagem da assinatura antes do envio: sempre um PNG aparado (sem margens vazias) e reduzido até
 * 900 × 300, feito num canvas — o desenho e também a imagem enviada (o renderizador de certificados
 * embute só PNG). O servidor confere tudo de novo pelo conteúdo.
 */
import { ASSINATURA_LIMITES as LIMITES } from '#shared/contracts/assinaturas.ts';
import { decodificarImagem, liberarImagem, type ImagemDecodificada } from '#web/lib/imagem.ts';

/** Folga em volta do traço, em pixels da imagem final. */
const MARGEM = 8;
/** Fotos de celular chegam grandes; acima disso nem tentamos decodificar. */
export const MAX_BYTES_ARQUIVO = 15 * 1024 * 1024;

export const MENSAGEM_TIPO = 'Escolha uma imagem PNG ou JPG.';
export const MENSAGEM_NAVEGADOR = 'Não foi possível preparar a imagem neste navegador. Desenhe a assinatura ou escolha um arquivo PNG menor que 1 MB.';

export interface Retangulo {
  x: number;
  y: number;
  largura: number;
  altura: number;
}

/** Pixels RGBA, como um `ImageData`. */
export interface Pixels {
  data: Uint8ClampedArray;
  width: number;
  height: number;
}

/** O menor retângulo com algum pixel visível (alfa acima do limiar), ou nulo se a imagem está vazia. */
export function areaDoTraco(p: Pixels, alfaMinimo = 8): Retangulo | null {
  let [x0, y0, x1, y1] = [p.width, p.height, -1, -1];
  for (let y = 0; y < p.height; y++) {
    const linha = y * p.width * 4;
    for (let x = 0; x < p.width; x++) {
      if (p.data[linha + x * 4 + 3]! <= alfaMinimo) continue;
      if (x < x0) x0 = x;
      if (x > x1) x1 = x;
      if (y < y0) y0 = y;
      if (y > y1) y1 = y;
    }
  }
  return x1 < 0 ? null : { x: x0, y: y0, largura: x1 - x0 + 1, altura: y1 - y0 + 1 };
}

/**
 * Fundo claro vira transparente (assinatura fotografada ou escaneada em papel branco): o certificado
 * mostra só o traço. Entre 200 e 230 a transparência é gradual, para a borda do traço não serrilhar.
 */
export function clarearFundo(p: Pixels): void {
  for (let i = 0; i < p.data.length; i += 4) {
    const menor = Math.min(p.data[i]!, p.data[i + 1]!, p.data[i + 2]!);
    if (menor >= 230) p.data[i + 3] = 0;
    else if (menor > 200) p.data[i + 3] = Math.round((p.data[i + 3]! * (230 - menor)) / 30);
  }
}

/** Tamanho final mantendo a proporção, cabendo em `max` (nunca amplia); mínimo 1 pixel. */
export function tamanhoParaEnvio(largura: number, altura: number, max: { largura: number; altura: number } = { largura: LIMITES.larguraEnvio, altura: LIMITES.alturaEnvio }) {
  const escala = Math.min(1, max.largura / largura, max.altura / altura);
  return { largura: Math.max(1, Math.round(largura * escala)), altura: Math.max(1, Math.round(altura * escala)) };
}

/** Bytes que um data URL base64 representa. */
export function bytesDoDataUrl(dataUrl: string): number {
  const base64 = dataUrl.slice(dataUrl.indexOf(',') + 1);
  return Math.floor((base64.length * 3) / 4) - (base64.endsWith('==') ? 2 : base64.endsWith('=') ? 1 : 0);
}

/**
 * Recorta a área do traço do canvas de origem, reduz até 900 × 300 (e mais, se o PNG passar de 1 MB)
 * e exporta como PNG. Nulo quando não há traço ou o navegador não tem canvas 2D.
 */
export function exportarPng(origem: HTMLCanvasElement, opcoes: { clarear?: boolean } = {}): string | null {
  const ctx = origem.getContext('2d', { willReadFrequently: true });
  if (!ctx || origem.width === 0 || origem.height === 0) return null;
  const pixels = ctx.getImageData(0, 0, origem.width, origem.height);
  if (opcoes.clarear) {
    clarearFundo(pixels);
    ctx.putImageData(pixels, 0, 0);
  }
  const area = areaDoTraco(pixels);
  if (!area) return null;
  let max = { largura: LIMITES.larguraEnvio - 2 * MARGEM, altura: LIMITES.alturaEnvio - 2 * MARGEM };
  for (let tentativa = 0; tentativa < 4; tentativa++) {
    const { largura, altura } = tamanhoParaEnvio(area.largura, area.altura, max);
    const destino = document.createElement('canvas');
    destino.width = Math.max(LIMITES.larguraMin, largura + 2 * MARGEM);
    destino.height = Math.max(LIMITES.alturaMin, altura + 2 * MARGEM);
    const d = destino.getContext('2d');
    if (!d) return null;
    d.imageSmoothingQuality = 'high';
    d.drawImage(origem, area.x, area.y, area.largura, area.altura, MARGEM, MARGEM, largura, altura);
    const png = destino.toDataURL('image/png');
    if (bytesDoDataUrl(png) <= LIMITES.maxBytes) return png;
    max = { largura: Math.round(max.largura * 0.7), altura: Math.round(max.altura * 0.7) };
  }
  return null;
}

/** O tipo pelo conteúdo (assinatura de bytes), não pelo nome nem pelo tipo que o navegador informa. */
export async function tipoDoArquivo(arquivo: Blob): Promise<'png' | 'jpeg' | null> {
  const b = new Uint8Array(await arquivo.slice(0, 8).arrayBuffer());
  if ([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a].every((v, i) => b[i] === v)) return 'png';
  if (b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff) return 'jpeg';
  return null;
}

function lerComoDataUrl(arquivo: Blob): Promise<string> {
  return new Promise((resolver, rejeitar) => {
    const leitor = new FileReader();
    leitor.onload = () => resolver(String(leitor.result));
    leitor.onerror = () => rejeitar(leitor.error ?? new Error('leitura'));
    leitor.readAsDataURL(arquivo);
  });
}

/**
 * O arquivo escolhido como PNG pronto para enviar: desenhado num canvas, com o fundo claro
 * transparente, aparado e reduzido. Sem canvas (navegador antigo), um PNG de até 1 MB segue como está.
 * @throws Error com a mensagem para mostrar (tipo não aceito, imagem vazia ou ilegível)
 */
export async function prepararArquivo(arquivo: File): Promise<string> {
  const tipo = await tipoDoArquivo(arquivo);
  if (!tipo) throw new Error(MENSAGEM_TIPO);
  if (arquivo.size > MAX_BYTES_ARQUIVO) throw new Error('A imagem passa de 15 MB. Escolha uma imagem menor.');
  const canvas = document.createElement('canvas');
  const ctx = canvas.getContext('2d', { willReadFrequently: true });
  if (!ctx) {
    if (tipo === 'png' && arquivo.size <= LIMITES.maxBytes) return `data:image/png;base64,${(await lerComoDataUrl(arquivo)).split(',')[1] ?? ''}`;
    throw new Error(MENSAGEM_NAVEGADOR);
  }
  let imagem: ImagemDecodificada;
  try {
    imagem = await decodificarImagem(arquivo);
  } catch {
    throw new Error('Não foi possível abrir esta imagem. Ela pode estar danificada: escolha outra.');
  }
  // reduz já na leitura: uma foto de 4000 px não precisa de um canvas de 4000 px
  const { largura, altura } = tamanhoParaEnvio(imagem.width, imagem.height, { largura: 1800, altura: 1800 });
  canvas.width = largura;
  canvas.height = altura;
  ctx.drawImage(imagem, 0, 0, largura, altura);
  liberarImagem(imagem);
  const png = exportarPng(canvas, { clarear: true });
  if (!png) throw new Error('Não encontramos a assinatura nesta imagem (parece em branco). Escolha outra imagem ou desenhe.');
  return png;
}
