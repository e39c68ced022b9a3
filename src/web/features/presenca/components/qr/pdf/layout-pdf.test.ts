import { describe, expect, it } from 'vitest';
import { ajustarTitulo, alturaBloco, cortarParaCaber, LARGURA_TEXTO, LAYOUT_PDF, mm, PAGINA, quebrarLinhas, xCentrado, yDoTopo, type Medir } from './layout-pdf.ts';

// cada caractere ocupa meio corpo (Helvetica média)
const medir: Medir = (t, tamanho) => t.length * tamanho * 0.5;

describe('layout do PDF do QR (SPEC §9)', () => {
  it('A4 deitado, QR de 110 mm a 48 mm do topo, centrado', () => {
    expect(PAGINA.largura).toBeGreaterThan(PAGINA.altura);
    expect(mm(210)).toBeCloseTo(PAGINA.altura, 0);
    expect(mm(297)).toBeCloseTo(PAGINA.largura, 0);
    const lado = mm(LAYOUT_PDF.larguraQrMm);
    expect(lado).toBeCloseTo(311.81, 1);
    expect(yDoTopo(LAYOUT_PDF.topoQrMm) - lado).toBeCloseTo(PAGINA.altura - mm(158), 5);
    expect(xCentrado(lado) * 2 + lado).toBeCloseTo(PAGINA.largura, 5);
  });

  it('título curto: 26 pt numa linha, dentro da faixa acima da linha do instrutor', () => {
    const t = ajustarTitulo('Oficina de Primeiros Socorros', medir);
    expect(t.tamanho).toBe(26);
    expect(t.linhas).toEqual(['Oficina de Primeiros Socorros']);
    expect(t.basesMm[0]!).toBeGreaterThan(LAYOUT_PDF.tituloTopoMm);
    expect(t.basesMm[0]!).toBeLessThan(LAYOUT_PDF.instrutorBaseMm - 5);
  });

  it('título longo quebra em linhas; se não couber em 26 pt, diminui até caber na faixa', () => {
    const titulo = Array.from({ length: 34 }, (_, i) => `palavra${i}`).join(' ').slice(0, 170).trim();
    const t = ajustarTitulo(titulo, medir);
    expect(t.linhas.length).toBeGreaterThan(1);
    expect(t.tamanho).toBeLessThan(26);
    expect(t.linhas.join(' ')).toBe(titulo);
    expect(alturaBloco(t.linhas.length, t.tamanho)).toBeLessThanOrEqual(mm(LAYOUT_PDF.tituloFundoMm - LAYOUT_PDF.tituloTopoMm));
    for (const linha of t.linhas) expect(medir(linha, t.tamanho)).toBeLessThanOrEqual(LARGURA_TEXTO);
    expect(t.basesMm.at(-1)!).toBeLessThan(LAYOUT_PDF.tituloFundoMm);
  });

  it('nem em 16 pt coube: corta a última linha com "…"', () => {
    const t = ajustarTitulo('x '.repeat(600).trim(), medir);
    expect(t.tamanho).toBe(16);
    expect(t.linhas.at(-1)!.endsWith('…')).toBe(true);
  });

  it('quebra palavra maior que a linha e corta texto que não cabe', () => {
    expect(quebrarLinhas('a'.repeat(30), 50, 10, medir)).toEqual(['a'.repeat(10), 'a'.repeat(10), 'a'.repeat(10)]);
    expect(cortarParaCaber('abcdefghij', 30, 10, medir)).toBe('abcde…');
    expect(cortarParaCaber('abc', 30, 10, medir)).toBe('abc');
  });
});
