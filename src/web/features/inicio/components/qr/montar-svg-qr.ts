/** Matriz de módulos como a devolvida por `QRCode.create` (pacote qrcode). */
export interface MatrizQr {
  modules: { size: number; data: ArrayLike<number | boolean> };
}

export interface OpcoesSvgQr {
  tamanho: number;
  corFrente: string;
  corFundo: string;
  /** Zona de silêncio, em módulos. */
  zonaSilencio: number;
  /** Imagem central opcional (de preferência data: URL, para também sair no PNG). */
  logo?: string | undefined;
  /** Largura do logo em relação à imagem toda. */
  proporcaoLogo: number;
}

const escapar = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#39;');

/** Monta o SVG do QR: fundo, módulos escuros (um retângulo por sequência na linha) e o logo no centro. */
export function montarSvgQr(qr: MatrizQr, o: OpcoesSvgQr): string {
  const n = qr.modules.size;
  const dados = qr.modules.data;
  const q = o.zonaSilencio;
  const total = n + 2 * q;
  let caminho = '';
  for (let linha = 0; linha < n; linha++) {
    let col = 0;
    while (col < n) {
      if (!dados[linha * n + col]) {
        col++;
        continue;
      }
      let fim = col;
      while (fim < n && dados[linha * n + fim]) fim++;
      caminho += `M${col + q} ${linha + q}h${fim - col}v1h-${fim - col}z`;
      col = fim;
    }
  }
  let logo = '';
  if (o.logo) {
    const lado = total * o.proporcaoLogo;
    const pos = (total - lado) / 2;
    const borda = lado * 0.12;
    logo =
      `<rect x="${pos - borda}" y="${pos - borda}" width="${lado + 2 * borda}" height="${lado + 2 * borda}" rx="${borda}" fill="${o.corFundo}"/>` +
      `<image href="${escapar(o.logo)}" x="${pos}" y="${pos}" width="${lado}" height="${lado}" preserveAspectRatio="xMidYMid meet"/>`;
  }
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${total} ${total}" width="${o.tamanho}" height="${o.tamanho}" shape-rendering="crispEdges">` +
    `<rect width="${total}" height="${total}" fill="${o.corFundo}"/><path fill="${o.corFrente}" d="${caminho}"/>${logo}</svg>`
  );
}
