/**
 * Folder antes do envio: reduz no navegador para no máximo 1200 px de largura e regrava como JPEG
 * (qualidade 0,82) quando isso deixa o arquivo menor. O servidor confere tipo e tamanho de novo.
 */
import { decodificarImagem, liberarImagem } from '#web/lib/imagem.ts';

export const LARGURA_MAX_FOLDER = 1200;
export const QUALIDADE_JPEG = 0.82;

/** Tamanho final mantendo a proporção; imagens estreitas ficam como estão. */
export function dimensoesReduzidas(largura: number, altura: number, max = LARGURA_MAX_FOLDER): { largura: number; altura: number } {
  if (largura <= max) return { largura, altura };
  return { largura: max, altura: Math.max(1, Math.round((altura * max) / largura)) };
}

function paraJpeg(canvas: HTMLCanvasElement): Promise<Blob | null> {
  return new Promise((resolver) => canvas.toBlob(resolver, 'image/jpeg', QUALIDADE_JPEG));
}

/**
 * A imagem reduzida e regravada, ou o próprio arquivo quando não compensa (ou quando o navegador não
 * consegue decodificar: o envio segue com o original e o servidor decide).
 */
export async function reduzirImagem(arquivo: File): Promise<Blob> {
  try {
    const imagem = await decodificarImagem(arquivo);
    const { largura, altura } = dimensoesReduzidas(imagem.width, imagem.height);
    const canvas = document.createElement('canvas');
    canvas.width = largura;
    canvas.height = altura;
    const ctx = canvas.getContext('2d');
    if (!ctx) return arquivo;
    // PNG transparente viraria fundo preto no JPEG: pinta de branco antes
    ctx.fillStyle = '#ffffff';
    ctx.fillRect(0, 0, largura, altura);
    ctx.drawImage(imagem, 0, 0, largura, altura);
    liberarImagem(imagem);
    const jpeg = await paraJpeg(canvas);
    return jpeg && jpeg.size < arquivo.size ? jpeg : arquivo;
  } catch {
    return arquivo;
  }
}
