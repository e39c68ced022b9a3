import QRCode from 'qrcode';
import { useMemo } from 'react';

/** Zona de silêncio em módulos (o mínimo da norma do QR). */
const ZONA_SILENCIO = 4;

/** Caminho SVG dos módulos escuros: um retângulo por sequência de módulos na linha. */
export function caminhoDosModulos(tamanho: number, modulo: (linha: number, coluna: number) => boolean, margem = ZONA_SILENCIO): string {
  let d = '';
  for (let linha = 0; linha < tamanho; linha++) {
    let col = 0;
    while (col < tamanho) {
      if (!modulo(linha, col)) {
        col++;
        continue;
      }
      let fim = col;
      while (fim < tamanho && modulo(linha, fim)) fim++;
      d += `M${col + margem} ${linha + margem}h${fim - col}v1h${col - fim}z`;
      col = fim;
    }
  }
  return d;
}

/**
 * QR grande para projetar (correção H, SPEC §9): SVG escala sem borrar em qualquer tela. Sempre preto
 * no branco, também no tema escuro (a câmera precisa do contraste).
 */
export function QrSvg({ valor, rotulo, className = '' }: { valor: string; rotulo: string; className?: string }) {
  const qr = useMemo(() => {
    try {
      const { modules } = QRCode.create(valor, { errorCorrectionLevel: 'H' });
      return { lado: modules.size, d: caminhoDosModulos(modules.size, (l, c) => Boolean(modules.get(l, c))) };
    } catch {
      return null;
    }
  }, [valor]);
  if (!qr) return <p className="text-red-800 dark:text-red-200">Erro ao gerar QR Code.</p>;
  const total = qr.lado + 2 * ZONA_SILENCIO;
  return (
    <svg role="img" aria-label={rotulo} viewBox={`0 0 ${total} ${total}`} shapeRendering="crispEdges" className={`block h-auto w-full rounded-xl bg-white ${className}`}>
      <rect width={total} height={total} fill="#ffffff" />
      <path d={qr.d} fill="#000000" />
    </svg>
  );
}
