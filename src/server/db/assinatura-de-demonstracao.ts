import { crc32, deflateSync } from 'node:zlib';

/**
 * Uma assinatura de demonstração: um traço cursivo desenhado ponto a ponto num PNG transparente (sem
 * biblioteca de imagem). A semente usa para as pessoas da demonstração que assinam certificados; os
 * testes, como imagem de assinatura de verdade. `variacao` muda o desenho (cada pessoa, um traço).
 */
export function assinaturaDeDemonstracao(variacao = 1, largura = 480, altura = 140): Buffer {
  const rgba = Buffer.alloc(largura * altura * 4);
  const pintar = (x: number, y: number, raio: number) => {
    for (let dy = -raio; dy <= raio; dy++) {
      for (let dx = -raio; dx <= raio; dx++) {
        const px = Math.round(x + dx);
        const py = Math.round(y + dy);
        if (px < 0 || py < 0 || px >= largura || py >= altura || dx * dx + dy * dy > raio * raio) continue;
        const i = (py * largura + px) * 4;
        rgba[i] = 0x1b;
        rgba[i + 1] = 0x24;
        rgba[i + 2] = 0x4a;
        rgba[i + 3] = 255;
      }
    }
  };
  // laçadas que avançam para a direita, com amplitude e frequência que dependem da variação
  const passos = 2400;
  for (let k = 0; k <= passos; k++) {
    const t = k / passos;
    const x = 30 + t * (largura - 80) + 18 * Math.sin(t * Math.PI * (10 + variacao * 2));
    const y = altura / 2 + (altura / 3.2) * Math.sin(t * Math.PI * (4 + variacao)) * Math.cos(t * Math.PI * 1.5) + 10 * Math.cos(t * Math.PI * (12 + variacao));
    pintar(x, y, 2);
  }
  // o sublinhado final
  for (let x = largura * 0.55; x < largura - 30; x += 0.5) pintar(x, altura * 0.82 + 4 * Math.sin(x / 25), 1.5);
  return png(largura, altura, rgba);
}

function bloco(tipo: string, dados: Buffer): Buffer {
  const corpo = Buffer.concat([Buffer.from(tipo, 'latin1'), dados]);
  const tamanho = Buffer.alloc(4);
  tamanho.writeUInt32BE(dados.length);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(corpo));
  return Buffer.concat([tamanho, corpo, crc]);
}

function png(largura: number, altura: number, rgba: Buffer): Buffer {
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(largura, 0);
  ihdr.writeUInt32BE(altura, 4);
  ihdr[8] = 8; // bits por canal
  ihdr[9] = 6; // RGBA
  const linhas = Buffer.alloc((largura * 4 + 1) * altura);
  for (let y = 0; y < altura; y++) rgba.copy(linhas, y * (largura * 4 + 1) + 1, y * largura * 4, (y + 1) * largura * 4);
  const cabeca = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  return Buffer.concat([cabeca, bloco('IHDR', ihdr), bloco('IDAT', deflateSync(linhas)), bloco('IEND', Buffer.alloc(0))]);
}
