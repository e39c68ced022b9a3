import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import fontkit from '@pdf-lib/fontkit';
import { PDFDocument } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import { textoDoPdf } from '../../testing/pdf.ts';
import { embutirFontes } from './fontes.ts';
import { salvarPdf } from './salvar-pdf.ts';
import { lerTrueType, subconjuntoTrueType } from './subconjunto-ttf.ts';

const bytesDe = (arquivo: string) => new Uint8Array(readFileSync(createRequire(import.meta.url).resolve(`dejavu-fonts-ttf/ttf/${arquivo}`)));
/** Os recursos tipográficos que o certificado sempre desligou (o pdf-lib só usa glifo e avanço). */
const SEM_RECURSOS = { rvrn: false, ltra: false, ltrm: false, ccmp: false, locl: false, rlig: false, mark: false, mkmk: false, calt: false, clig: false, liga: false, rclt: false, curs: false, kern: false };

const TEXTOS = [
  'Maria da Conceição Araújo',
  'Atualização em Saúde da Família: Atenção Básica e Vigilância',
  'Documento eletrônico validável — Escola da Saúde',
  'ÁÀÂÃÄÇÉÊËÍÎÏÑÓÔÕÖÚÛÜ áàâãäçéêëíîïñóôõöúûü ªº°§ “aspas” ‘x’ … – € ½ ™',
  'Łukasz Øster Ğül Škoda Ωμέγα Жанна 0123456789 ***.456.789-** https://x.y/validar?codigo=7KQ2-M9XD-4RTA',
  'محمد علي', // fora do latim: passa pelo layout inteiro do fontkit
];

describe('fontes guardadas', () => {
  it('medem o texto exatamente como o subconjunto do pdf-lib (as linhas quebram nos mesmos lugares)', async () => {
    const doc = await PDFDocument.create();
    const fontes = embutirFontes(doc);
    const referencia = await PDFDocument.create();
    referencia.registerFontkit(fontkit);
    for (const [estilo, arquivo] of [['sans', 'DejaVuSans.ttf'], ['serifaNegritoItalico', 'DejaVuSerif-BoldItalic.ttf']] as const) {
      const pdfLib = await referencia.embedFont(bytesDe(arquivo), { subset: true, features: SEM_RECURSOS });
      for (const texto of TEXTOS) expect(fontes[estilo].widthOfTextAtSize(texto, 13.5), `${estilo}: ${texto}`).toBe(pdfLib.widthOfTextAtSize(texto, 13.5));
    }
  });

  it('o texto volta inteiro na extração, com acentos, e o mesmo texto dá os mesmos bytes', async () => {
    const gerar = async () => {
      const doc = await PDFDocument.create({ updateMetadata: false });
      const fontes = embutirFontes(doc);
      const page = doc.addPage([600, 400]);
      TEXTOS.slice(0, 5).forEach((texto, i) => page.drawText(texto, { x: 10, y: 380 - i * 20, size: 9, font: i % 2 ? fontes.serifaItalico : fontes.sansNegrito }));
      return salvarPdf(doc, fontes);
    };
    const bytes = await gerar();
    const texto = await textoDoPdf(bytes);
    for (const t of TEXTOS.slice(0, 5)) expect(texto).toContain(t);
    expect(Buffer.from(await gerar()).equals(Buffer.from(bytes))).toBe(true);
  });
});

describe('subconjuntoTrueType', () => {
  const original = bytesDe('DejaVuSerif.ttf');
  const fonte = fontkit.create(original);

  it('mantém os números e o desenho dos glifos pedidos, inclusive as partes dos compostos', () => {
    const glifos = [...'Saúde ç'].map((c) => fonte.glyphForCodePoint(c.codePointAt(0)!).id);
    const subconjunto = fontkit.create(subconjuntoTrueType(lerTrueType(original), glifos));
    for (const g of glifos) {
      expect(subconjunto.getGlyph(g).path.toSVG(), `glifo ${g}`).toBe(fonte.getGlyph(g).path.toSVG());
      expect(subconjunto.getGlyph(g).advanceWidth).toBe(fonte.getGlyph(g).advanceWidth);
    }
    // um glifo de fora ficou vazio; o arquivo termina no maior glifo usado
    const fora = fonte.glyphForCodePoint('W'.codePointAt(0)!).id;
    if (fora < subconjunto.numGlyphs) expect(subconjunto.getGlyph(fora).path.toSVG()).toBe('');
    expect(subconjunto.numGlyphs).toBeLessThan(fonte.numGlyphs);
  });

  it('a soma de verificação do arquivo inteiro fecha em 0xB1B0AFBA', () => {
    const bytes = subconjuntoTrueType(lerTrueType(original), [fonte.glyphForCodePoint(0xe7).id]);
    let soma = 0;
    for (let i = 0; i < bytes.length; i += 4) soma = (soma + new DataView(bytes.buffer, bytes.byteOffset).getUint32(i)) >>> 0;
    expect(soma).toBe(0xb1b0afba);
  });
});
