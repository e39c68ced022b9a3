/**
 * Markdown do edital (decisão 024): um leitor pequeno que devolve uma árvore (blocos e trechos), e não HTML.
 * A tela monta elementos React a partir dela, então HTML escrito no texto aparece como texto (nunca vira
 * marcação) e um link só vira link com endereço http(s), mailto, âncora ou caminho do próprio site; os demais
 * (javascript:, data:, vbscript:…) ficam só com o texto.
 *
 * Cobre o que um edital usa: títulos (#), parágrafos, quebras de linha, listas com e sem número (e listas
 * dentro de itens), citações (>), blocos de código (```), réguas (---), **negrito**, *itálico*, `código`,
 * [links](https://…), <https://…> e endereços soltos.
 */

export type Trecho =
  | { t: 'texto'; v: string }
  | { t: 'negrito' | 'italico'; filhos: Trecho[] }
  | { t: 'codigo'; v: string }
  | { t: 'link'; href: string; filhos: Trecho[] }
  | { t: 'quebra' };

export type Bloco =
  | { t: 'titulo'; nivel: number; trechos: Trecho[] }
  | { t: 'paragrafo'; trechos: Trecho[] }
  | { t: 'lista'; ordenada: boolean; inicio: number; itens: Bloco[][] }
  | { t: 'citacao'; blocos: Bloco[] }
  | { t: 'codigo'; v: string }
  | { t: 'regua' };

/* ------------------------------------------------------------------ endereços */

const ESQUEMAS_ACEITOS = new Set(['http:', 'https:', 'mailto:']);

/**
 * O endereço de um link, se for seguro: http(s) e mailto absolutos, âncora (`#…`) ou caminho do próprio site
 * (`/…`, não `//…`). Caracteres de controle e espaços no meio (que o navegador ignoraria, como em
 * "java\tscript:") contam como o endereço que eles escondem. Qualquer outro: nulo (o link fica só com o texto).
 */
export function enderecoSeguro(bruto: string): string | null {
  // eslint-disable-next-line no-control-regex -- justamente os caracteres de controle que o navegador descarta
  const limpo = bruto.replace(/[\u0000-\u0020\u007f-\u009f]/g, '');
  if (limpo === '') return null;
  if (limpo.startsWith('#')) return limpo;
  if (limpo.startsWith('/') && !limpo.startsWith('//') && !limpo.startsWith('/\\')) return limpo;
  if (!/^[a-z][a-z0-9+.-]*:/i.test(limpo)) return null;
  try {
    const url = new URL(limpo);
    return ESQUEMAS_ACEITOS.has(url.protocol) ? url.href : null;
  } catch {
    return null;
  }
}

/* ------------------------------------------------------------------ trechos */

const PONTUACAO = /[!"#$%&'()*+,\-./:;<=>?@[\\\]^_`{|}~]/;
const URL_SOLTA = /^https?:\/\/[^\s<>"]+/i;

/** O fim de `[texto]` a partir do `[` em `i` (colchetes aninhados e escapes contam), ou -1. */
function fimDosColchetes(s: string, i: number): number {
  let nivel = 0;
  for (let k = i; k < s.length; k++) {
    const c = s[k];
    if (c === '\\') k++;
    else if (c === '[') nivel++;
    else if (c === ']' && --nivel === 0) return k;
  }
  return -1;
}

/** `(endereço "título")` logo depois de `]`: o endereço e onde termina, ou nulo. */
function destinoDoLink(s: string, i: number): { href: string; fim: number } | null {
  if (s[i] !== '(') return null;
  let nivel = 0;
  for (let k = i; k < s.length; k++) {
    const c = s[k];
    if (c === '\\') k++;
    else if (c === '(') nivel++;
    else if (c === ')' && --nivel === 0) {
      const dentro = s.slice(i + 1, k).trim();
      const href = (/^<([^>]*)>/.exec(dentro)?.[1] ?? dentro.split(/\s+/)[0] ?? '').trim();
      return { href, fim: k };
    }
  }
  return null;
}

/** O fechamento de um delimitador de ênfase (`**`, `*`, `__`, `_`): não precedido de espaço, com algo dentro. */
function fechamento(s: string, de: number, marca: string): number {
  for (let k = de + 1; k <= s.length - marca.length; k++) {
    if (s[k] === '\\') {
      k++;
      continue;
    }
    if (s[k] === '`') {
      const fimCodigo = s.indexOf('`', k + 1);
      if (fimCodigo > 0) k = fimCodigo;
      continue;
    }
    if (s.startsWith(marca, k) && !/\s/.test(s[k - 1]!)) {
      // `**` não fecha um `*`; o sublinhado só fecha no fim de palavra (nomes_com_sublinhado ficam como estão)
      if (marca.length === 1 && s[k + 1] === marca) {
        k++;
        continue;
      }
      if (marca[0] === '_' && /[\p{L}\p{N}]/u.test(s[k + marca.length] ?? '')) continue;
      return k;
    }
  }
  return -1;
}

function juntarTexto(saida: Trecho[], v: string) {
  const ultimo = saida.at(-1);
  if (ultimo?.t === 'texto') ultimo.v += v;
  else saida.push({ t: 'texto', v });
}

/** Um trecho reconhecido a partir de `i`: o que entra na saída e onde a leitura continua. */
type Lido = { trechos: Trecho[]; prox: number } | null;

function lerCodigo(s: string, i: number): Lido {
  const marca = /^`+/.exec(s.slice(i))![0];
  const fim = s.indexOf(marca, i + marca.length);
  if (fim < 0) return null;
  const v = s.slice(i + marca.length, fim).replace(/\n/g, ' ');
  return { trechos: [{ t: 'codigo', v: /^ .* $/.test(v) && v.trim() ? v.slice(1, -1) : v }], prox: fim + marca.length };
}

function lerEnfase(s: string, i: number): Lido {
  const c = s[i]!;
  const marca = s[i + 1] === c ? c + c : c;
  const aberturaValida = !/\s/.test(s[i + marca.length] ?? ' ') && (c === '*' || !/[\p{L}\p{N}]/u.test(s[i - 1] ?? ''));
  const fim = aberturaValida ? fechamento(s, i + marca.length - 1, marca) : -1;
  if (fim <= i + marca.length) return null;
  return { trechos: [{ t: marca.length === 2 ? 'negrito' : 'italico', filhos: lerTrechos(s.slice(i + marca.length, fim)) }], prox: fim + marca.length };
}

/** `[texto](endereço)`: link se o endereço é seguro; senão, só o texto. */
function lerLink(s: string, i: number): Lido {
  const fecha = fimDosColchetes(s, i);
  const destino = fecha > 0 ? destinoDoLink(s, fecha + 1) : null;
  if (!destino) return null;
  const filhos = lerTrechos(s.slice(i + 1, fecha));
  const href = enderecoSeguro(destino.href);
  return { trechos: href ? [{ t: 'link', href, filhos }] : filhos, prox: destino.fim + 1 };
}

/** `<https://…>` e endereços soltos `https://…` (sem a pontuação do fim da frase). */
function lerEndereco(s: string, i: number): Lido {
  const resto = s.slice(i);
  const auto = s[i] === '<' ? /^<((?:https?:\/\/|mailto:)[^\s<>]+)>/i.exec(resto) : null;
  const solto = s[i] !== '<' && !/[\p{L}\p{N}]/u.test(s[i - 1] ?? '') ? URL_SOLTA.exec(resto)?.[0].replace(/[.,;:!?)\]'"]+$/, '') : undefined;
  const texto = auto?.[1] ?? solto;
  const href = texto ? enderecoSeguro(texto) : null;
  if (!texto || !href) return null;
  return { trechos: [{ t: 'link', href, filhos: [{ t: 'texto', v: texto }] }], prox: i + (auto ? auto[0].length : texto.length) };
}

const LEITORES: Record<string, (s: string, i: number) => Lido> = { '`': lerCodigo, '*': lerEnfase, _: lerEnfase, '[': lerLink, '<': lerEndereco, h: lerEndereco, H: lerEndereco };

/** Quebra de linha: com dois espaços antes (ou `\` no fim), quebra; senão, um espaço. */
function quebraDeLinha(saida: Trecho[]) {
  const texto = saida.at(-1);
  if (texto?.t === 'texto' && / {2,}$/.test(texto.v)) {
    texto.v = texto.v.replace(/ +$/, '');
    saida.push({ t: 'quebra' });
  } else juntarTexto(saida, ' ');
}

/** Os trechos de um texto de uma linha ou de um parágrafo (as quebras de linha viram espaço ou quebra). */
export function lerTrechos(s: string): Trecho[] {
  const saida: Trecho[] = [];
  let i = 0;
  while (i < s.length) {
    const c = s[i]!;
    if (c === '\\' && s[i + 1] === '\n') {
      saida.push({ t: 'quebra' });
      i += 2;
    } else if (c === '\\' && i + 1 < s.length && PONTUACAO.test(s[i + 1]!)) {
      juntarTexto(saida, s[i + 1]!);
      i += 2;
    } else if (c === '\n') {
      quebraDeLinha(saida);
      i++;
    } else {
      const lido = LEITORES[c]?.(s, i) ?? null;
      if (lido) {
        for (const t of lido.trechos) if (t.t === 'texto') juntarTexto(saida, t.v); else saida.push(t);
        i = lido.prox;
      } else {
        juntarTexto(saida, c);
        i++;
      }
    }
  }
  return saida;
}

/* ------------------------------------------------------------------ blocos */

const TITULO = /^ {0,3}(#{1,6})(?:[ \t]+(.*?))?(?:[ \t]+#+)?[ \t]*$/;
const REGUA = /^ {0,3}([-*_])(?:[ \t]*\1){2,}[ \t]*$/;
const CERCA = /^ {0,3}(`{3,}|~{3,})/;
const CITACAO = /^ {0,3}> ?/;
const ITEM = /^( {0,3})([-*+]|\d{1,9}[.)])([ \t]+|$)/;

const recuo = (linha: string) => /^ */.exec(linha)![0].length;
const vazia = (linha: string) => linha.trim() === '';
/** Começa um bloco que interrompe um parágrafo? */
const comecaBloco = (linha: string) => TITULO.test(linha) || REGUA.test(linha) || CERCA.test(linha) || CITACAO.test(linha) || ITEM.test(linha);

/** Um item de lista a partir da linha `i`: as linhas dele (sem o recuo) e onde a lista continua. */
function lerItem(linhas: string[], i: number, marca: RegExpExecArray): { corpo: string[]; prox: number } {
  const largura = marca[0].length;
  const corpo = [linhas[i]!.slice(largura)];
  let k = i + 1;
  while (k < linhas.length) {
    const l = linhas[k]!;
    if (vazia(l)) {
      // uma linha em branco só continua o item se a seguinte estiver recuada
      const seguinte = linhas.slice(k + 1).find((x) => !vazia(x));
      if (seguinte === undefined || recuo(seguinte) < 2) break;
      corpo.push('');
    } else if (recuo(l) >= 2) corpo.push(l.slice(Math.min(recuo(l), largura)));
    else if (ITEM.test(l) || comecaBloco(l)) break;
    else corpo.push(l); // continuação preguiçosa do parágrafo do item
    k++;
  }
  return { corpo, prox: k };
}

function lerLista(linhas: string[], i: number): { bloco: Bloco; prox: number } {
  const primeira = ITEM.exec(linhas[i]!)!;
  const ordenada = /\d/.test(primeira[2]!);
  const itens: Bloco[][] = [];
  let k = i;
  while (k < linhas.length) {
    const marca = ITEM.exec(linhas[k]!);
    if (!marca || /\d/.test(marca[2]!) !== ordenada) break;
    const { corpo, prox } = lerItem(linhas, k, marca);
    itens.push(lerBlocos(corpo));
    k = prox;
    // linhas em branco entre itens da mesma lista
    let j = k;
    while (j < linhas.length && vazia(linhas[j]!)) j++;
    if (j > k && j < linhas.length && ITEM.test(linhas[j]!)) k = j;
  }
  return { bloco: { t: 'lista', ordenada, inicio: ordenada ? Number(/\d+/.exec(primeira[2]!)![0]) : 1, itens }, prox: k };
}

function lerBlocos(linhas: string[]): Bloco[] {
  const blocos: Bloco[] = [];
  let i = 0;
  while (i < linhas.length) {
    const linha = linhas[i]!;
    if (vazia(linha)) {
      i++;
      continue;
    }
    const cerca = CERCA.exec(linha);
    if (cerca) {
      const fecho = new RegExp(`^ {0,3}${cerca[1]![0] === '`' ? '`' : '~'}{${cerca[1]!.length},}[ \\t]*$`);
      let k = i + 1;
      while (k < linhas.length && !fecho.test(linhas[k]!)) k++;
      blocos.push({ t: 'codigo', v: linhas.slice(i + 1, k).join('\n') });
      i = k + 1;
      continue;
    }
    const titulo = TITULO.exec(linha);
    if (titulo) {
      blocos.push({ t: 'titulo', nivel: titulo[1]!.length, trechos: lerTrechos(titulo[2] ?? '') });
      i++;
      continue;
    }
    if (REGUA.test(linha)) {
      blocos.push({ t: 'regua' });
      i++;
      continue;
    }
    if (CITACAO.test(linha)) {
      const dentro: string[] = [];
      while (i < linhas.length && (CITACAO.test(linhas[i]!) || (!vazia(linhas[i]!) && !comecaBloco(linhas[i]!) && dentro.length > 0))) {
        dentro.push(linhas[i]!.replace(CITACAO, ''));
        i++;
      }
      blocos.push({ t: 'citacao', blocos: lerBlocos(dentro) });
      continue;
    }
    if (ITEM.test(linha)) {
      const { bloco, prox } = lerLista(linhas, i);
      blocos.push(bloco);
      i = prox;
      continue;
    }
    const paragrafo = [linha.trimStart()];
    i++;
    while (i < linhas.length && !vazia(linhas[i]!) && !comecaBloco(linhas[i]!)) paragrafo.push(linhas[i++]!.trimStart());
    blocos.push({ t: 'paragrafo', trechos: lerTrechos(paragrafo.join('\n').replace(/[ \t]+$/, '')) });
  }
  return blocos;
}

/** O texto em Markdown como blocos (nunca HTML). */
export function lerMarkdown(texto: string): Bloco[] {
  return lerBlocos(texto.replace(/\r\n?/g, '\n').replace(/\t/g, '    ').split('\n'));
}

/** O menor nível de título usado (1 a 6), para a tela encaixar os títulos do texto debaixo dos dela. */
export function menorNivel(blocos: readonly Bloco[]): number {
  let menor = 6;
  for (const b of blocos) {
    if (b.t === 'titulo') menor = Math.min(menor, b.nivel);
    else if (b.t === 'citacao') menor = Math.min(menor, menorNivel(b.blocos));
    else if (b.t === 'lista') for (const item of b.itens) menor = Math.min(menor, menorNivel(item));
  }
  return menor;
}
