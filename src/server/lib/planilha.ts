/**
 * As planilhas que a API exporta (avaliações, planejamento, ranking da chamada): CSV em UTF-8 com BOM,
 * separador ";" e fim de linha CRLF (o Excel em pt-BR abre direto), e XLSX pelo `write-excel-file`.
 * Um texto que começa com = + - @ (ou tabulação, retorno) ganha um apóstrofo: a planilha o mostra, não
 * o executa como fórmula.
 */
import type { Cell } from 'write-excel-file/node';

export const MIME_CSV = 'text/csv; charset=utf-8';
export const MIME_XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** Um apóstrofo antes de =, +, -, @, tabulação e retorno no início: a planilha mostra o texto, não executa fórmula. */
export const semFormula = (texto: string): string => (/^[=+\-@\t\r]/.test(texto) ? `'${texto}` : texto);

export type ValorDePlanilha = string | number | null;

/** Célula CSV: texto protegido contra fórmula e entre aspas quando preciso; número com vírgula decimal. */
export function celulaCsv(valor: ValorDePlanilha): string {
  if (valor === null) return '';
  if (typeof valor === 'number') return String(valor).replace('.', ',');
  const v = semFormula(valor);
  return /[;"\r\n]/.test(v) ? `"${v.replace(/"/g, '""')}"` : v;
}

/** O arquivo CSV inteiro (cabeçalho e linhas). */
export function csvDe(cabecalho: readonly string[], corpo: readonly (readonly ValorDePlanilha[])[]): Buffer {
  const texto = [cabecalho, ...corpo].map((l) => l.map(celulaCsv).join(';')).join('\r\n');
  return Buffer.from(`\uFEFF${texto}\r\n`, 'utf8');
}

/** Célula XLSX: número como número, texto protegido contra fórmula. */
export const celulaXlsx = (v: ValorDePlanilha): Cell => (v === null ? null : typeof v === 'number' ? { value: v, type: Number } : { value: semFormula(v), type: String });
