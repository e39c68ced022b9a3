/**
 * Texto para as fontes padrão do PDF (Helvetica, codificação WinAnsi): o que a fonte tem passa direto
 * (os acentos do português estão todos lá); o resto é trocado por um equivalente, perde o acento ou vira
 * "?", para que nenhum título com caractere exótico derrube a geração do PDF.
 */
const TROCAS: Record<string, string> = {
  '\u2010': '-',
  '\u2011': '-',
  '\u2012': '-',
  '\u2015': '—',
  '\u2212': '-',
  '\u2032': "'",
  '\u2033': '"',
  '\u2044': '/',
  '\u2116': 'Nº',
  '\u00a0': ' ',
  '\u2007': ' ',
  '\u2009': ' ',
  '\u202f': ' ',
};

const ehControle = (cp: number) => cp < 0x20 || (cp >= 0x7f && cp < 0xa0) || cp === 0x2028 || cp === 0x2029;

/** Um caractere que a fonte não tem: troca conhecida, a letra sem acento, nada (emoji, formatação) ou "?". */
function substituto(ch: string, suportados: ReadonlySet<number>): string {
  const troca = TROCAS[ch];
  if (troca !== undefined) return [...troca].every((c) => suportados.has(c.codePointAt(0)!)) ? troca : '?';
  if (/[\p{Extended_Pictographic}\p{Cf}\p{M}]/u.test(ch)) return '';
  const base = ch.normalize('NFD').replace(/\p{M}/gu, '');
  if (base && base !== ch && [...base].every((c) => suportados.has(c.codePointAt(0)!))) return base;
  return /\s/u.test(ch) ? ' ' : '?';
}

/** Deixa `texto` só com caracteres de `suportados` (pontos de código da fonte); quebras de linha viram espaço. */
export function paraFontePadrao(texto: string, suportados: ReadonlySet<number>): string {
  let saida = '';
  for (const ch of texto.normalize('NFC')) {
    const cp = ch.codePointAt(0)!;
    if (ehControle(cp)) saida += ' ';
    else if (suportados.has(cp)) saida += ch;
    else saida += substituto(ch, suportados);
  }
  return saida.replace(/ {2,}/g, ' ').trim();
}
