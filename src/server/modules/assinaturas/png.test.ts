import { deflateSync } from 'node:zlib';
import { PDFDocument } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import { lerPng } from './png.ts';
import { blocoPng, criarPng, GIF, JPEG } from './png-de-teste.ts';

const LIMITE = { largura: 2000, altura: 1000 };

describe('conferência do PNG da assinatura', () => {
  it('aceita PNGs bem formados e devolve largura e altura do IHDR', () => {
    expect(lerPng(criarPng(), LIMITE)).toEqual({ largura: 300, altura: 100, excede: false });
    expect(lerPng(criarPng({ largura: 41, altura: 13, entrelacado: true }), LIMITE)).toEqual({ largura: 41, altura: 13, excede: false });
    expect(lerPng(criarPng({ tipoCor: 0, bits: 1, largura: 33 }), LIMITE)).toMatchObject({ largura: 33 });
    expect(lerPng(criarPng({ tipoCor: 2, bits: 16 }), LIMITE)).toMatchObject({ excede: false });
    expect(lerPng(criarPng({ tipoCor: 3, bits: 4 }), LIMITE)).toMatchObject({ excede: false });
  });

  it('o que passa na conferência o renderizador de certificados (pdf-lib) consegue embutir', async () => {
    const pdf = await PDFDocument.create();
    for (const png of [criarPng(), criarPng({ entrelacado: true, largura: 50, altura: 20 }), criarPng({ tipoCor: 3, bits: 4 })]) {
      expect(lerPng(png, LIMITE)).not.toBeNull();
      const imagem = await pdf.embedPng(png);
      expect(imagem.width).toBeGreaterThan(0);
    }
  });

  it('recusa o que não é PNG: JPEG, GIF, texto, vazio', () => {
    for (const b of [JPEG, GIF, Buffer.from('olá, isto é texto'), Buffer.alloc(0)]) expect(lerPng(b, LIMITE)).toBeNull();
  });

  it('recusa PNG danificado: CRC errado, cortado, bytes depois do IEND, sem IEND', () => {
    const bom = criarPng();
    const crcErrado = Buffer.from(bom);
    crcErrado[45] = crcErrado[45]! ^ 0xff; // dentro dos dados do IDAT
    expect(lerPng(crcErrado, LIMITE)).toBeNull();
    expect(lerPng(bom.subarray(0, bom.length - 20), LIMITE)).toBeNull();
    expect(lerPng(Buffer.concat([bom, Buffer.from('<?php ?>')]), LIMITE)).toBeNull();
    expect(lerPng(bom.subarray(0, bom.length - 12), LIMITE)).toBeNull();
  });

  it('recusa IHDR incoerente e dados que não fecham com as linhas', () => {
    expect(lerPng(criarPng({ tipoCor: 2, bits: 4 }), LIMITE)).toBeNull();
    expect(lerPng(criarPng({ largura: 0 }), LIMITE)).toBeNull();
    expect(lerPng(criarPng({ linhasAMenos: 1 }), LIMITE)).toBeNull();
    expect(lerPng(criarPng({ filtro: 9 }), LIMITE)).toBeNull();
    expect(lerPng(criarPng({ tipoCor: 3, bits: 8, semPaleta: true }), LIMITE)).toBeNull();
    expect(lerPng(criarPng({ blocos: [] }), LIMITE)).toBeNull();
  });

  it('recusa IDAT separados por outro bloco e uma "bomba" de compressão, sem descomprimir tudo', () => {
    const cru = Buffer.alloc(100 * (1 + 300 * 4));
    const [a, b] = [deflateSync(cru).subarray(0, 10), deflateSync(cru).subarray(10)];
    expect(lerPng(criarPng({ blocos: [blocoPng('IDAT', a), blocoPng('tEXt', Buffer.from('x\0y')), blocoPng('IDAT', b)] }), LIMITE)).toBeNull();
    const bomba = deflateSync(Buffer.alloc(64 * 1024 * 1024));
    expect(lerPng(criarPng({ blocos: [blocoPng('IDAT', bomba)] }), LIMITE)).toBeNull();
  });

  it('imagem acima do limite: marcada como excedente, já pelo IHDR', () => {
    expect(lerPng(criarPng({ largura: 2001, altura: 10 }), LIMITE)).toEqual({ largura: 2001, altura: 10, excede: true });
    expect(lerPng(criarPng({ largura: 100, altura: 1001 }), LIMITE)).toMatchObject({ excede: true });
  });
});
