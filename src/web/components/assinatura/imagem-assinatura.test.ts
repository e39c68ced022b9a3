import { areaDoTraco, bytesDoDataUrl, clarearFundo, tamanhoParaEnvio, tipoDoArquivo, type Pixels } from './imagem-assinatura.ts';

/** Imagem RGBA transparente de `l` × `a` com os pixels dados pintados de preto opaco. */
function pixels(l: number, a: number, pintados: [number, number][] = []): Pixels {
  const data = new Uint8ClampedArray(l * a * 4);
  for (const [x, y] of pintados) data[(y * l + x) * 4 + 3] = 255;
  return { data, width: l, height: a };
}

describe('preparo da imagem da assinatura', () => {
  it('a área do traço é o menor retângulo com pixels visíveis; imagem vazia: nula', () => {
    expect(areaDoTraco(pixels(10, 6))).toBeNull();
    expect(areaDoTraco(pixels(10, 6, [[2, 1], [7, 4], [5, 3]]))).toEqual({ x: 2, y: 1, largura: 6, altura: 4 });
    expect(areaDoTraco(pixels(10, 6, [[0, 0]]))).toEqual({ x: 0, y: 0, largura: 1, altura: 1 });
  });

  it('o fundo claro fica transparente, o traço escuro fica, a borda fica gradual', () => {
    const p = { data: Uint8ClampedArray.from([255, 255, 255, 255, 10, 20, 90, 255, 215, 220, 225, 255]), width: 3, height: 1 };
    clarearFundo(p);
    expect([p.data[3], p.data[7], p.data[11]]).toEqual([0, 255, 128]);
  });

  it('reduz mantendo a proporção até 900 × 300, sem ampliar', () => {
    expect(tamanhoParaEnvio(1800, 300)).toEqual({ largura: 900, altura: 150 });
    expect(tamanhoParaEnvio(600, 600)).toEqual({ largura: 300, altura: 300 });
    expect(tamanhoParaEnvio(200, 50)).toEqual({ largura: 200, altura: 50 });
    expect(tamanhoParaEnvio(5000, 1)).toEqual({ largura: 900, altura: 1 });
  });

  it('bytes de um data URL e tipo do arquivo pelo conteúdo', async () => {
    expect(bytesDoDataUrl(`data:image/png;base64,${btoa('abcde')}`)).toBe(5);
    expect(bytesDoDataUrl(`data:image/png;base64,${btoa('abcdef')}`)).toBe(6);
    expect(await tipoDoArquivo(new Blob([Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])]))).toBe('png');
    expect(await tipoDoArquivo(new Blob([Uint8Array.from([0xff, 0xd8, 0xff, 0xdb])]))).toBe('jpeg');
    expect(await tipoDoArquivo(new Blob(['GIF89a']))).toBeNull();
    expect(await tipoDoArquivo(new Blob(['<svg/>'], { type: 'image/png' }))).toBeNull();
  });
});
