/**
 * Planilhas escritas aos poucos (relatórios customizados, decisão 025): as linhas chegam em lotes de um
 * iterador assíncrono e saem para o `destino` na mesma hora, respeitando a contrapressão do stream (espera
 * o `drain`). A memória fica num lote, qualquer que seja o tamanho do arquivo.
 *
 * - CSV: UTF-8 com BOM, `;`, CRLF, números com vírgula decimal, datas dd/mm/aaaa (as regras de `planilha.ts`).
 * - XLSX: o mínimo do formato (OOXML) escrito à mão sobre o ZIP em stream do `fflate`: uma aba, textos
 *   inline (sem tabela de textos compartilhados, que teria de ficar inteira na memória), datas como datas
 *   de verdade (número de série com formato dd/mm/aaaa) e números com separador de milhar.
 */
import type { Writable } from 'node:stream';
import { Zip, ZipDeflate } from 'fflate';
import { semFormula } from './planilha.ts';

/** Uma célula: texto, número, data de calendário (`{ data: 'AAAA-MM-DD' }`) ou vazia. */
export type Celula = string | number | { data: string } | null;

async function escrever(destino: Writable, pedaco: Buffer | Uint8Array | string): Promise<void> {
  if (destino.destroyed) throw new Error('destino fechado');
  if (!destino.write(pedaco)) {
    await new Promise<void>((ok, falha) => {
      const limpar = () => {
        destino.off('drain', drenou);
        destino.off('close', fechou);
        destino.off('error', falhou);
      };
      const drenou = () => (limpar(), ok());
      const fechou = () => (limpar(), falha(new Error('destino fechado')));
      const falhou = (e: Error) => (limpar(), falha(e));
      destino.on('drain', drenou).on('close', fechou).on('error', falhou);
    });
  }
}

const dataBr = (iso: string) => `${iso.slice(8, 10)}/${iso.slice(5, 7)}/${iso.slice(0, 4)}`;

export function celulaCsvEmPartes(v: Celula): string {
  if (v === null) return '';
  if (typeof v === 'number') return String(v).replace('.', ',');
  if (typeof v === 'object') return dataBr(v.data);
  const t = semFormula(v);
  return /[;"\r\n]/.test(t) ? `"${t.replace(/"/g, '""')}"` : t;
}

export async function escreverCsv(destino: Writable, cabecalho: readonly string[], lotes: AsyncIterable<Celula[][]>): Promise<void> {
  await escrever(destino, `\uFEFF${cabecalho.map(celulaCsvEmPartes).join(';')}\r\n`);
  for await (const lote of lotes) {
    await escrever(destino, lote.map((l) => `${l.map(celulaCsvEmPartes).join(';')}\r\n`).join(''));
  }
}

// ---------- XLSX ----------

const xml = (s: string) =>
  s
    // caracteres que o XML 1.0 não aceita
    // eslint-disable-next-line no-control-regex
    .replace(/[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]/g, '')
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;');

const CABECALHO_XML = '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n';
const TIPOS = `${CABECALHO_XML}<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/><Override PartName="/xl/worksheets/sheet1.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml"/><Override PartName="/xl/styles.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.styles+xml"/></Types>`;
const RELS = `${CABECALHO_XML}<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="xl/workbook.xml"/></Relationships>`;
const WORKBOOK_RELS = `${CABECALHO_XML}<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/worksheet" Target="worksheets/sheet1.xml"/><Relationship Id="rId2" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/styles" Target="styles.xml"/></Relationships>`;
const workbook = (aba: string) =>
  `${CABECALHO_XML}<workbook xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main" xmlns:r="http://schemas.openxmlformats.org/officeDocument/2006/relationships"><sheets><sheet name="${xml(aba)}" sheetId="1" r:id="rId1"/></sheets></workbook>`;
/** Estilos: 0 normal; 1 cabeçalho em negrito; 2 data dd/mm/aaaa; 3 inteiro com milhar (#.##0); 4 decimal (#.##0,00). */
export const ESTILO = { normal: 0, cabecalho: 1, data: 2, inteiro: 3, decimal: 4 } as const;
const STYLES = `${CABECALHO_XML}<styleSheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"><numFmts count="1"><numFmt numFmtId="164" formatCode="dd/mm/yyyy"/></numFmts><fonts count="2"><font><sz val="11"/><name val="Calibri"/></font><font><b/><sz val="11"/><name val="Calibri"/></font></fonts><fills count="2"><fill><patternFill patternType="none"/></fill><fill><patternFill patternType="gray125"/></fill></fills><borders count="1"><border><left/><right/><top/><bottom/><diagonal/></border></borders><cellStyleXfs count="1"><xf numFmtId="0" fontId="0" fillId="0" borderId="0"/></cellStyleXfs><cellXfs count="5"><xf numFmtId="0" fontId="0" fillId="0" borderId="0" xfId="0"/><xf numFmtId="0" fontId="1" fillId="0" borderId="0" xfId="0" applyFont="1"/><xf numFmtId="164" fontId="0" fillId="0" borderId="0" xfId="0" applyNumberFormat="1"/><xf numFmtId="3" fontId="0" fillId="0" borderId="0" xfId="0" applyNumberFormat="1"/><xf numFmtId="4" fontId="0" fillId="0" borderId="0" xfId="0" applyNumberFormat="1"/></cellXfs></styleSheet>`;

/** `2026-03-05` → número de série do Excel (dias desde 30/12/1899). */
export function serialDaData(iso: string): number {
  return Math.round((Date.UTC(+iso.slice(0, 4), +iso.slice(5, 7) - 1, +iso.slice(8, 10)) - Date.UTC(1899, 11, 30)) / 86_400_000);
}

function colunaExcel(i: number): string {
  let s = '';
  for (let n = i + 1; n > 0; n = Math.floor((n - 1) / 26)) s = String.fromCharCode(65 + ((n - 1) % 26)) + s;
  return s;
}

function celulaXml(v: Celula, ref: string, cabecalho = false): string {
  if (v === null) return '';
  if (typeof v === 'number') return `<c r="${ref}" s="${Number.isInteger(v) ? ESTILO.inteiro : ESTILO.decimal}"><v>${v}</v></c>`;
  if (typeof v === 'object') return `<c r="${ref}" s="${ESTILO.data}"><v>${serialDaData(v.data)}</v></c>`;
  return `<c r="${ref}" t="inlineStr"${cabecalho ? ` s="${ESTILO.cabecalho}"` : ''}><is><t xml:space="preserve">${xml(semFormula(v))}</t></is></c>`;
}

export async function escreverXlsx(destino: Writable, aba: string, cabecalho: readonly string[], lotes: AsyncIterable<Celula[][]>): Promise<void> {
  const colunas = cabecalho.map((_, i) => colunaExcel(i));
  let pendente: Promise<void> = Promise.resolve();
  let erro: Error | null = null;
  const zip = new Zip((e, pedaco, fim) => {
    if (e) erro = e;
    else pendente = pendente.then(() => escrever(destino, pedaco));
    void fim;
  });
  const fixo = (nome: string, conteudo: string) => {
    const f = new ZipDeflate(nome, { level: 6 });
    zip.add(f);
    f.push(new TextEncoder().encode(conteudo), true);
  };
  fixo('[Content_Types].xml', TIPOS);
  fixo('_rels/.rels', RELS);
  fixo('xl/workbook.xml', workbook(aba));
  fixo('xl/_rels/workbook.xml.rels', WORKBOOK_RELS);
  fixo('xl/styles.xml', STYLES);
  const folha = new ZipDeflate('xl/worksheets/sheet1.xml', { level: 6 });
  zip.add(folha);
  const enc = new TextEncoder();
  const largura = cabecalho.map((t) => Math.min(60, Math.max(10, t.length + 2)));
  const cols = `<cols>${largura.map((w, i) => `<col min="${i + 1}" max="${i + 1}" width="${w}" customWidth="1"/>`).join('')}</cols>`;
  folha.push(
    enc.encode(
      `${CABECALHO_XML}<worksheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"><sheetViews><sheetView workbookViewId="0"><pane ySplit="1" topLeftCell="A2" activePane="bottomLeft" state="frozen"/></sheetView></sheetViews>${cols}<sheetData><row r="1">${cabecalho.map((t, i) => celulaXml(t, `${colunas[i]}1`, true)).join('')}</row>`,
    ),
  );
  let n = 1;
  for await (const lote of lotes) {
    let trecho = '';
    for (const linha of lote) {
      n += 1;
      trecho += `<row r="${n}">${linha.map((v, i) => celulaXml(v, `${colunas[i]}${n}`)).join('')}</row>`;
    }
    folha.push(enc.encode(trecho));
    if (erro) throw erro;
    // espera o destino drenar o que este lote produziu (contrapressão)
    await pendente;
  }
  folha.push(enc.encode('</sheetData></worksheet>'), true);
  zip.end();
  if (erro) throw erro;
  await pendente;
}
