/** Imagens escolhidas pela pessoa (assinatura, folder do evento), decodificadas no navegador para desenhar num canvas. */

export type ImagemDecodificada = CanvasImageSource & { width: number; height: number };

/** Decodifica o arquivo (createImageBitmap onde existe; senão um `<img>` com endereço temporário). */
export async function decodificarImagem(arquivo: Blob): Promise<ImagemDecodificada> {
  if (typeof createImageBitmap === 'function') return createImageBitmap(arquivo);
  const url = URL.createObjectURL(arquivo);
  try {
    const img = new Image();
    img.src = url;
    await img.decode();
    return img;
  } finally {
    URL.revokeObjectURL(url);
  }
}

/** Solta a memória da imagem decodificada quando ela é um ImageBitmap. */
export function liberarImagem(imagem: ImagemDecodificada): void {
  if ('close' in imagem && typeof imagem.close === 'function') imagem.close();
}
