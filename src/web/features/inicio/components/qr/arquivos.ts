/** Pausa antes da segunda (e última) tentativa de ler a imagem do QR (SPEC §8). */
export const ESPERA_NOVA_TENTATIVA_MS = 50;

/** Razão de pixels do aparelho limitada a 1..3 (PNG nítido sem arquivos enormes). */
export function dprLimitado(): number {
  const dpr = typeof window === 'undefined' ? 1 : window.devicePixelRatio || 1;
  return Math.min(3, Math.max(1, dpr));
}

function carregarUmaVez(src: string): Promise<HTMLImageElement> {
  return new Promise((resolver, rejeitar) => {
    const img = new Image();
    img.onload = () => resolver(img);
    img.onerror = () => rejeitar(new Error('Erro ao gerar imagem do QR Code.'));
    img.src = src;
  });
}

/** Lê a imagem; se falhar na primeira vez, tenta de novo uma única vez depois de 50 ms. */
export function carregarImagem(src: string): Promise<HTMLImageElement> {
  return carregarUmaVez(src).catch(() => new Promise((r) => setTimeout(r, ESPERA_NOVA_TENTATIVA_MS)).then(() => carregarUmaVez(src)));
}

/** Desenha o SVG num canvas quadrado de `lado` pixels e devolve o PNG. */
export async function svgParaPng(svg: string, lado: number): Promise<Blob> {
  const url = URL.createObjectURL(new Blob([svg], { type: 'image/svg+xml' }));
  try {
    const img = await carregarImagem(url);
    const canvas = document.createElement('canvas');
    canvas.width = lado;
    canvas.height = lado;
    const ctx = canvas.getContext('2d');
    if (!ctx) throw new Error('Erro ao gerar imagem do QR Code.');
    ctx.imageSmoothingEnabled = false;
    ctx.drawImage(img, 0, 0, lado, lado);
    return await new Promise<Blob>((resolver, rejeitar) =>
      canvas.toBlob((b) => (b ? resolver(b) : rejeitar(new Error('Erro ao gerar imagem do QR Code.'))), 'image/png'),
    );
  } finally {
    URL.revokeObjectURL(url);
  }
}


