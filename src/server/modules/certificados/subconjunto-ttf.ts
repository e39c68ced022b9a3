/**
 * Subconjunto de uma fonte TrueType que mantém os números dos glifos (o glifo 37 continua sendo o 37):
 * o texto do PDF pode ser codificado pelos números originais antes de se saber quais glifos o documento
 * inteiro usa, e o mesmo conjunto de glifos dá sempre o mesmo arquivo (pode ser guardado e reaproveitado).
 *
 * Saem só as tabelas que o PDF pede para uma TrueType embutida (head, hhea, maxp, loca, glyf, hmtx e as
 * de hinting cvt, fpgm, prep). Os glifos fora do conjunto ficam vazios; a fonte termina no maior glifo
 * usado (loca e hmtx curtas), o que basta com o CIDToGIDMap /Identity.
 */

type Tabela = { inicio: number; tamanho: number };

/** A fonte lida uma vez: as tabelas e onde começa cada glifo. */
export interface TrueTypeLida {
  bytes: Uint8Array;
  tabelas: Map<string, Tabela>;
  /** Início de cada glifo dentro da glyf (numGlyphs + 1 posições). */
  loca: Uint32Array;
  numeroDeGlifos: number;
  metricasHorizontais: number;
}

const visao = (b: Uint8Array) => new DataView(b.buffer, b.byteOffset, b.byteLength);

export function lerTrueType(bytes: Uint8Array): TrueTypeLida {
  const v = visao(bytes);
  const tabelas = new Map<string, Tabela>();
  for (let i = 0; i < v.getUint16(4); i++) {
    const o = 12 + i * 16;
    const tag = String.fromCharCode(bytes[o]!, bytes[o + 1]!, bytes[o + 2]!, bytes[o + 3]!);
    tabelas.set(tag, { inicio: v.getUint32(o + 8), tamanho: v.getUint32(o + 12) });
  }
  const tabela = (tag: string) => {
    const t = tabelas.get(tag);
    if (!t) throw new Error(`fonte sem a tabela ${tag}`);
    return t;
  };
  if (tabelas.has('CFF ')) throw new Error('fonte CFF: só TrueType (glyf) é aceita');
  const numeroDeGlifos = v.getUint16(tabela('maxp').inicio + 4);
  const longa = v.getInt16(tabela('head').inicio + 50) === 1;
  const { inicio } = tabela('loca');
  const loca = new Uint32Array(numeroDeGlifos + 1);
  for (let g = 0; g <= numeroDeGlifos; g++) loca[g] = longa ? v.getUint32(inicio + g * 4) : v.getUint16(inicio + g * 2) * 2;
  return { bytes, tabelas, loca, numeroDeGlifos, metricasHorizontais: v.getUint16(tabela('hhea').inicio + 34) };
}

// bandeiras dos componentes de um glifo composto
const PALAVRAS = 0x0001;
const ESCALA = 0x0008;
const MAIS_COMPONENTES = 0x0020;
const ESCALA_XY = 0x0040;
const MATRIZ = 0x0080;

/** Os glifos pedidos mais os que os compostos usam por dentro (o "u" e o acento do "ú"), e o .notdef. */
function fecharConjunto(fonte: TrueTypeLida, glifos: Iterable<number>): number[] {
  const v = visao(fonte.bytes);
  const glyf = fonte.tabelas.get('glyf')!.inicio;
  const vistos = new Set<number>([0]);
  const pendentes = [...glifos];
  while (pendentes.length) {
    const g = pendentes.pop()!;
    if (g >= fonte.numeroDeGlifos) continue;
    vistos.add(g);
    const inicio = glyf + fonte.loca[g]!;
    if (fonte.loca[g + 1] === fonte.loca[g] || v.getInt16(inicio) >= 0) continue; // vazio ou simples
    let o = inicio + 10;
    for (let bandeiras = MAIS_COMPONENTES; bandeiras & MAIS_COMPONENTES; ) {
      bandeiras = v.getUint16(o);
      const componente = v.getUint16(o + 2);
      if (!vistos.has(componente)) pendentes.push(componente);
      o += 4 + (bandeiras & PALAVRAS ? 4 : 2) + (bandeiras & ESCALA ? 2 : bandeiras & ESCALA_XY ? 4 : bandeiras & MATRIZ ? 8 : 0);
    }
  }
  return [...vistos].sort((a, b) => a - b);
}

/** Soma de verificação do TrueType: a soma (módulo 2³²) das palavras de 32 bits, completando com zeros. */
function somaDeVerificacao(b: Uint8Array): number {
  let soma = 0;
  for (let i = 0; i < b.length; i += 4) soma = (soma + ((b[i]! << 24) | ((b[i + 1] ?? 0) << 16) | ((b[i + 2] ?? 0) << 8) | (b[i + 3] ?? 0))) >>> 0;
  return soma;
}

/** Monta o arquivo: diretório de tabelas (em ordem alfabética) e as tabelas alinhadas em 4 bytes. */
function montarArquivo(tabelas: [string, Uint8Array][]): Uint8Array {
  tabelas.sort(([a], [b]) => (a < b ? -1 : 1));
  const n = tabelas.length;
  const potencia = 2 ** Math.floor(Math.log2(n));
  let total = 12 + 16 * n;
  for (const [, t] of tabelas) total += (t.length + 3) & ~3;
  const saida = new Uint8Array(total);
  const v = visao(saida);
  v.setUint32(0, 0x00010000);
  v.setUint16(4, n);
  v.setUint16(6, potencia * 16);
  v.setUint16(8, Math.log2(potencia));
  v.setUint16(10, n * 16 - potencia * 16);
  let posicao = 12 + 16 * n;
  let inicioDoHead = 0;
  tabelas.forEach(([tag, t], i) => {
    const o = 12 + i * 16;
    for (let c = 0; c < 4; c++) saida[o + c] = tag.charCodeAt(c);
    v.setUint32(o + 4, somaDeVerificacao(t));
    v.setUint32(o + 8, posicao);
    v.setUint32(o + 12, t.length);
    saida.set(t, posicao);
    if (tag === 'head') inicioDoHead = posicao;
    posicao += (t.length + 3) & ~3;
  });
  v.setUint32(inicioDoHead + 8, (0xb1b0afba - somaDeVerificacao(saida)) >>> 0);
  return saida;
}

/** O arquivo TrueType só com os glifos dados (e os que eles usam), nos mesmos números. */
export function subconjuntoTrueType(fonte: TrueTypeLida, glifos: Iterable<number>): Uint8Array {
  const { bytes, tabelas, loca } = fonte;
  const copia = (tag: string) => {
    const t = tabelas.get(tag)!;
    return bytes.slice(t.inicio, t.inicio + t.tamanho);
  };
  const usados = fecharConjunto(fonte, glifos);
  const quantos = usados.at(-1)! + 1;
  const glyfOriginal = tabelas.get('glyf')!.inicio;

  // glyf e loca: glifos alinhados em 4 bytes; loca curta (metade do tamanho) enquanto a glyf couber nela
  let tamanhoGlyf = 0;
  for (const g of usados) tamanhoGlyf += (loca[g + 1]! - loca[g]! + 3) & ~3;
  const curta = tamanhoGlyf < 0x20000;
  const glyf = new Uint8Array(tamanhoGlyf);
  const novaLoca = new Uint8Array((quantos + 1) * (curta ? 2 : 4));
  const vLoca = visao(novaLoca);
  const marcar = (g: number, posicao: number) => (curta ? vLoca.setUint16(g * 2, posicao / 2) : vLoca.setUint32(g * 4, posicao));
  let posicao = 0;
  let proximo = 0;
  for (let g = 0; g < quantos; g++) {
    marcar(g, posicao);
    if (usados[proximo] !== g) continue;
    proximo++;
    glyf.set(bytes.subarray(glyfOriginal + loca[g]!, glyfOriginal + loca[g + 1]!), posicao);
    posicao += (loca[g + 1]! - loca[g]! + 3) & ~3;
  }
  marcar(quantos, posicao);

  // hmtx: avanço e recuo dos glifos usados; os demais, zero
  const metricas = Math.min(fonte.metricasHorizontais, quantos);
  const hmtx = new Uint8Array(metricas * 4 + (quantos - metricas) * 2);
  const hmtxOriginal = tabelas.get('hmtx')!.inicio;
  for (const g of usados) {
    if (g < metricas) hmtx.set(bytes.subarray(hmtxOriginal + g * 4, hmtxOriginal + g * 4 + 4), g * 4);
    else if (g < fonte.metricasHorizontais) hmtx.set(bytes.subarray(hmtxOriginal + g * 4 + 2, hmtxOriginal + g * 4 + 4), metricas * 4 + (g - metricas) * 2);
    else {
      const o = hmtxOriginal + fonte.metricasHorizontais * 4 + (g - fonte.metricasHorizontais) * 2;
      hmtx.set(bytes.subarray(o, o + 2), metricas * 4 + (g - metricas) * 2);
    }
  }
  // o último avanço completo vale para os glifos além de `metricas`: o do último glifo da lista longa
  if (metricas < quantos) hmtx.set(bytes.subarray(hmtxOriginal + (metricas - 1) * 4, hmtxOriginal + (metricas - 1) * 4 + 2), (metricas - 1) * 4);

  const head = copia('head');
  visao(head).setUint32(8, 0); // checkSumAdjustment: recalculado no fim
  visao(head).setInt16(50, curta ? 0 : 1);
  const hhea = copia('hhea');
  visao(hhea).setUint16(34, metricas);
  const maxp = copia('maxp');
  visao(maxp).setUint16(4, quantos);

  const saida: [string, Uint8Array][] = [['head', head], ['hhea', hhea], ['maxp', maxp], ['loca', novaLoca], ['glyf', glyf], ['hmtx', hmtx]];
  for (const tag of ['cvt ', 'fpgm', 'prep']) if (tabelas.has(tag)) saida.push([tag, copia(tag)]);
  return montarArquivo(saida);
}
