/**
 * As fontes DejaVu dos PDFs (certificado e histórico), preparadas uma vez por processo e embutidas como
 * subconjunto (só os glifos usados), sem refazer a cada documento o trabalho que não muda.
 *
 * Em vez do subconjunto do pdf-lib (renumera os glifos, serializa pelo fontkit de forma assíncrona e
 * comprime tudo de novo a cada PDF: uns 20 ms de cada certificado, contando as esperas do fontkit), aqui:
 * - o texto é codificado pelos números originais dos glifos (`subconjunto-ttf.ts`), então o conjunto de
 *   glifos de cada fonte só precisa ser conhecido no fim, e o mesmo conjunto dá sempre o mesmo arquivo;
 * - o arquivo da fonte, o mapa para Unicode (ToUnicode) e as larguras já comprimidos ficam guardados pelo
 *   conjunto de glifos: no lote, as fontes do cabeçalho, da frase e do rodapé se repetem de um
 *   certificado para o outro e só o subconjunto do nome costuma ser novo;
 * - largura de texto é a soma dos avanços guardados por caractere, na mesma conta do pdf-lib (a quebra
 *   das linhas não muda).
 * Os recursos tipográficos continuam desligados (o pdf-lib nunca usou kerning nem posição de acentos), o
 * texto chega em NFC; caracteres fora do latim, grego e cirílico, e da pontuação (escrita da direita
 * para a esquerda, formas contextuais) passam pelo `layout` do fontkit inteiro, como antes.
 */
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import fontkit from '@pdf-lib/fontkit';
import { zlibSync } from 'fflate';
import { CustomFontEmbedder, type PDFContext, type PDFDocument, PDFFont, PDFHexString, PDFRawStream, type PDFRef, PDFString } from 'pdf-lib';
import { lerTrueType, subconjuntoTrueType, type TrueTypeLida } from './subconjunto-ttf.ts';

const ARQUIVOS_DAS_FONTES = {
  sans: 'DejaVuSans.ttf',
  sansNegrito: 'DejaVuSans-Bold.ttf',
  serifa: 'DejaVuSerif.ttf',
  serifaNegrito: 'DejaVuSerif-Bold.ttf',
  serifaItalico: 'DejaVuSerif-Italic.ttf',
  serifaNegritoItalico: 'DejaVuSerif-BoldItalic.ttf',
} as const;
type EstiloDeFonte = keyof typeof ARQUIVOS_DAS_FONTES;
export type Fontes = Record<EstiloDeFonte, PDFFont>;

type FonteDoFontkit = ReturnType<typeof fontkit.create>;

/** Recursos tipográficos desligados: o pdf-lib usa só o glifo e o avanço de cada letra. */
const SEM_RECURSOS = { rvrn: false, ltra: false, ltrm: false, ccmp: false, locl: false, rlig: false, mark: false, mkmk: false, calt: false, clig: false, liga: false, rclt: false, curs: false, kern: false };

/** Um glifo como o PDF o usa: número original e avanço em milésimos do corpo (a escala do pdf-lib). */
type Glifo = { id: number; avanco: number };

/** O subconjunto pronto para copiar: comprimido uma vez, guardado pelo conjunto de glifos. */
interface Embutida {
  nome: string;
  arquivo: Uint8Array;
  tamanhoDoArquivo: number;
  toUnicode: Uint8Array;
  larguras: (number | number[])[];
}

/** Uma fonte lida e analisada uma vez por processo. */
interface Preparada {
  fonte: FonteDoFontkit;
  ttf: TrueTypeLida;
  escala: number;
  /** Glifos de cada caractere (quase sempre um), na ordem do `layout` do fontkit. */
  glifosDoCaractere: Map<number, Glifo[]>;
  /** O caractere de cada glifo do mapa da fonte (o menor código, se mais de um dá no mesmo glifo). */
  caractereDoGlifo: Map<number, number>;
  descritor: Record<string, number | number[]>;
  embutidas: Map<string, Embutida>;
}

const resolver = createRequire(import.meta.url);
const preparadas = new Map<EstiloDeFonte, Preparada>();

function preparar(estilo: EstiloDeFonte): Preparada {
  const pronta = preparadas.get(estilo);
  if (pronta) return pronta;
  const bytes = new Uint8Array(readFileSync(resolver.resolve(`dejavu-fonts-ttf/ttf/${ARQUIVOS_DAS_FONTES[estilo]}`)));
  const fonte = fontkit.create(bytes);
  const escala = 1000 / fonte.unitsPerEm;
  // o caractere de cada glifo, para o ToUnicode; criar agora todos os glifos do mapa também fixa o texto
  // que o fontkit guarda em cada um (o `layout` do caminho geral não depende do que o processo desenhou antes)
  const caractereDoGlifo = new Map<number, number>();
  for (const c of [...fonte.characterSet].sort((a, b) => a - b)) {
    const id = fonte.glyphForCodePoint(c).id;
    if (!caractereDoGlifo.has(id)) caractereDoGlifo.set(id, c);
  }
  const classe = fonte['OS/2'].sFamilyClass;
  // as mesmas bandeiras que o pdf-lib deriva: simbólica, serifa, script, itálica, largura fixa
  const bandeiras = (fonte.post.isFixedPitch ? 1 : 0) | (classe >= 1 && classe <= 7 ? 2 : 0) | 4 | (classe === 10 ? 8 : 0) | (fonte.head.macStyle.italic ? 64 : 0);
  const { minX, minY, maxX, maxY } = fonte.bbox;
  const descritor = {
    Flags: bandeiras,
    FontBBox: [minX * escala, minY * escala, maxX * escala, maxY * escala],
    ItalicAngle: fonte.italicAngle,
    Ascent: fonte.ascent * escala,
    Descent: fonte.descent * escala,
    CapHeight: (fonte.capHeight || fonte.ascent) * escala,
    XHeight: (fonte.xHeight || 0) * escala,
    StemV: 0,
  };
  const p: Preparada = { fonte, ttf: lerTrueType(bytes), escala, glifosDoCaractere: new Map(), caractereDoGlifo, descritor, embutidas: new Map() };
  preparadas.set(estilo, p);
  return p;
}

/** Latim, grego, cirílico, pontuação, símbolos: um caractere dá sempre o mesmo glifo, sem contexto. */
const semContexto = (c: number) => c < 0x0590 || (c >= 0x1d00 && c < 0x2c00);

/** Os glifos do texto, com os números originais; `extras` recebe o texto dos glifos fora do mapa da fonte. */
function glifosDoTexto(p: Preparada, texto: string, extras: Map<number, string>): Glifo[] {
  const glifos: Glifo[] = [];
  for (const caractere of texto) {
    const c = caractere.codePointAt(0)!;
    if (!semContexto(c)) return glifosPeloLayout(p, texto, extras);
    let g = p.glifosDoCaractere.get(c);
    if (!g) {
      g = p.fonte.layout(caractere, SEM_RECURSOS).glyphs.map((x) => ({ id: x.id, avanco: x.advanceWidth * p.escala }));
      p.glifosDoCaractere.set(c, g);
    }
    for (const x of g) glifos.push(x);
  }
  return glifos;
}

function glifosPeloLayout(p: Preparada, texto: string, extras: Map<number, string>): Glifo[] {
  return p.fonte.layout(texto, SEM_RECURSOS).glyphs.map((x) => {
    if (!p.caractereDoGlifo.has(x.id) && x.codePoints.length && !extras.has(x.id)) extras.set(x.id, String.fromCodePoint(...x.codePoints));
    return { id: x.id, avanco: x.advanceWidth * p.escala };
  });
}

const hex4 = (n: number) => n.toString(16).padStart(4, '0');
function hexDoTexto(s: string): string {
  let h = '';
  for (let i = 0; i < s.length; i++) h += hex4(s.charCodeAt(i)); // UTF-16, pares substitutos inclusive
  return h;
}

/** O mapa glifo → texto que os leitores usam para copiar e buscar (o .notdef vira U+FFFD). */
function toUnicode(p: Preparada, glifos: number[], extras: Map<number, string>): string {
  const linhas = glifos.map((g) => {
    const c = p.caractereDoGlifo.get(g);
    return `<${hex4(g)}> <${hexDoTexto(extras.get(g) ?? (c === undefined ? '\ufffd' : String.fromCodePoint(c)))}>`;
  });
  const blocos: string[] = [];
  for (let i = 0; i < linhas.length; i += 100) {
    const bloco = linhas.slice(i, i + 100);
    blocos.push(`${bloco.length} beginbfchar\n${bloco.join('\n')}\nendbfchar`);
  }
  return [
    '/CIDInit /ProcSet findresource begin', '12 dict begin', 'begincmap',
    '/CIDSystemInfo << /Registry (Adobe) /Ordering (UCS) /Supplement 0 >> def', '/CMapName /Adobe-Identity-UCS def', '/CMapType 2 def',
    '1 begincodespacerange', '<0000> <ffff>', 'endcodespacerange', ...blocos,
    'endcmap', 'CMapName currentdict /CMap defineresource pop', 'end', 'end',
  ].join('\n');
}

/** Larguras no formato do /W: `[primeiro [l1 l2 …] primeiro [l …]]`, um grupo por sequência de números. */
function larguras(p: Preparada, glifos: number[], avancos: Map<number, number>): (number | number[])[] {
  const w: (number | number[])[] = [];
  let grupo: number[] = [];
  glifos.forEach((g, i) => {
    if (i === 0 || g !== glifos[i - 1]! + 1) w.push(g, (grupo = []));
    grupo.push(avancos.get(g) ?? p.fonte.getGlyph(g).advanceWidth * p.escala);
  });
  return w;
}

/** Subconjuntos guardados por fonte: os mais recentes (o do nome quase nunca se repete; os outros, sempre). */
const SUBCONJUNTOS_GUARDADOS = 64;

function embutida(p: Preparada, glifos: number[], avancos: Map<number, number>, extras: Map<number, string>): Embutida {
  const chave = glifos.join(',') + (extras.size ? `|${JSON.stringify([...extras].sort(([a], [b]) => a - b))}` : '');
  let e = p.embutidas.get(chave);
  if (e) p.embutidas.delete(chave); // volta para o fim da fila (usado agora)
  else {
    const arquivo = subconjuntoTrueType(p.ttf, glifos);
    // prefixo do subconjunto (seis maiúsculas), tirado do próprio conjunto: mesmo conjunto, mesmo nome
    const resumo = createHash('sha256').update(chave).digest();
    const prefixo = String.fromCharCode(...[...resumo.subarray(0, 6)].map((b) => 65 + (b % 26)));
    e = {
      nome: `${prefixo}+${p.fonte.postscriptName ?? 'Fonte'}`,
      arquivo: zlibSync(arquivo, { level: 6 }),
      tamanhoDoArquivo: arquivo.length,
      toUnicode: zlibSync(new TextEncoder().encode(toUnicode(p, glifos, extras)), { level: 6 }),
      larguras: larguras(p, glifos, avancos),
    };
    if (p.embutidas.size >= SUBCONJUNTOS_GUARDADOS) p.embutidas.delete(p.embutidas.keys().next().value!);
  }
  p.embutidas.set(chave, e);
  return e;
}

/**
 * O embutidor que o `PDFFont` do pdf-lib chama (o pdf-lib só aceita um `CustomFontEmbedder`): codifica
 * o texto, mede larguras e, no fim, escreve a fonte no documento com o subconjunto guardado.
 */
class EmbutidorGuardado extends CustomFontEmbedder {
  private readonly usados = new Map<number, number>();
  private readonly extras = new Map<number, string>();

  constructor(private readonly preparada: Preparada) {
    super(preparada.fonte, preparada.ttf.bytes, undefined, SEM_RECURSOS);
  }

  override encodeText(texto: string): PDFHexString {
    let h = '';
    for (const g of glifosDoTexto(this.preparada, texto, this.extras)) {
      this.usados.set(g.id, g.avanco);
      h += hex4(g.id);
    }
    return PDFHexString.of(h);
  }

  override widthOfTextAtSize(texto: string, tamanho: number): number {
    let total = 0;
    for (const g of glifosDoTexto(this.preparada, texto, this.extras)) total += g.avanco;
    return total * (tamanho / 1000);
  }

  override embedIntoContext(contexto: PDFContext, ref?: PDFRef): Promise<PDFRef> {
    const glifos = [...this.usados.keys()].sort((a, b) => a - b);
    // o texto dos glifos fora do mapa da fonte, só dos que foram escritos (medir não conta)
    const extras = new Map([...this.extras].filter(([g]) => this.usados.has(g)));
    const e = embutida(this.preparada, glifos, this.usados, extras);
    const fluxo = (bytes: Uint8Array, dict: Record<string, number> = {}) =>
      contexto.register(PDFRawStream.of(contexto.obj({ Filter: 'FlateDecode', ...dict }), bytes));
    const descritor = contexto.register(contexto.obj({ Type: 'FontDescriptor', FontName: e.nome, ...this.preparada.descritor, FontFile2: fluxo(e.arquivo, { Length1: e.tamanhoDoArquivo }) }));
    const cid = contexto.register(
      contexto.obj({
        Type: 'Font', Subtype: 'CIDFontType2', CIDToGIDMap: 'Identity', BaseFont: e.nome,
        CIDSystemInfo: { Registry: PDFString.of('Adobe'), Ordering: PDFString.of('Identity'), Supplement: 0 },
        FontDescriptor: descritor, W: e.larguras,
      }),
    );
    const fonte = contexto.obj({ Type: 'Font', Subtype: 'Type0', BaseFont: e.nome, Encoding: 'Identity-H', DescendantFonts: [cid], ToUnicode: fluxo(e.toUnicode) });
    const destino = ref ?? contexto.nextRef();
    contexto.assign(destino, fonte);
    return Promise.resolve(destino);
  }
}

/**
 * As seis fontes para um documento novo (a leitura e a análise dos arquivos, só na primeira vez). O
 * pdf-lib não sabe escrevê-las: o documento sai por `salvarPdf` (`salvar-pdf.ts`).
 */
export function embutirFontes(doc: PDFDocument): Fontes {
  const fontes: Partial<Fontes> = {};
  // uma por vez: a ordem das referências no arquivo fica sempre a mesma
  for (const estilo of Object.keys(ARQUIVOS_DAS_FONTES) as EstiloDeFonte[]) {
    fontes[estilo] = PDFFont.of(doc.context.nextRef(), doc, new EmbutidorGuardado(preparar(estilo)));
  }
  return fontes as Fontes;
}
