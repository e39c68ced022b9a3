import { describe, expect, it } from 'vitest';
import { paraFontePadrao } from './texto-pdf.ts';

// parecido com o WinAnsi: ASCII visível, Latin-1 e alguns sinais tipográficos
const SUPORTADOS = new Set<number>([
  ...Array.from({ length: 0x7f - 0x20 }, (_, i) => 0x20 + i),
  ...Array.from({ length: 0x100 - 0xa0 }, (_, i) => 0xa0 + i),
  0x2013, 0x2014, 0x2018, 0x2019, 0x201c, 0x201d, 0x2022, 0x2026, 0x20ac,
]);

describe('texto para a fonte padrão do PDF (WinAnsi)', () => {
  it('mantém os acentos do português e a pontuação tipográfica', () => {
    expect(paraFontePadrao('Oficina de Atenção à Saúde — “Módulo 1”…', SUPORTADOS)).toBe('Oficina de Atenção à Saúde — “Módulo 1”…');
  });

  it('tira o acento que a fonte não tem e troca sinais conhecidos', () => {
    expect(paraFontePadrao('Łódź ąę Œ', SUPORTADOS)).toBe('Łódz ae Œ'.replace('Ł', '?').replace('Œ', '?'));
    expect(paraFontePadrao('10 − 2 ‐ 3', SUPORTADOS)).toBe('10 - 2 - 3');
  });

  it('emoji e caracteres de formatação somem; o que não tem equivalente vira "?"', () => {
    expect(paraFontePadrao('Festa 🎉👩‍⚕️ da Saúde', SUPORTADOS)).toBe('Festa da Saúde');
    expect(paraFontePadrao('Curso 中文', SUPORTADOS)).toBe('Curso ??');
  });

  it('quebras de linha e tabulações viram um espaço', () => {
    expect(paraFontePadrao('Linha 1\n\tLinha 2\r\n', SUPORTADOS)).toBe('Linha 1 Linha 2');
  });

  it('compõe acentos decompostos (NFD) antes de conferir', () => {
    expect(paraFontePadrao('Sau\u0301de', SUPORTADOS)).toBe('Saúde');
  });
});
