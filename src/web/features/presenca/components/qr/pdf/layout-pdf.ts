/**
 * Medidas do PDF do QR de presença (SPEC §9, herdadas do jsPDF em milímetros): A4 deitado, QR de
 * 110 mm a 48 mm do topo, título 26 pt em negrito, instrutor 12 pt, instrução 14 pt, URL 10 pt.
 * Funções puras: o pdf-lib só entra em gerar-pdf-qr.ts.
 */

/** Pontos por milímetro (1 pt = 1/72 pol.). */
export const PT_POR_MM = 72 / 25.4;
export const mm = (valor: number) => valor * PT_POR_MM;

/** A4 deitado, em pontos. */
export const PAGINA = { largura: 841.89, altura: 595.28 } as const;

export const LAYOUT_PDF = {
  margemMm: 20,
  larguraQrMm: 110,
  topoQrMm: 48,
  /** Faixa do título: de 10 mm a 38 mm do topo (a linha do instrutor fica em 43 mm). */
  tituloTopoMm: 10,
  tituloFundoMm: 38,
  tamanhosTitulo: [26, 24, 22, 20, 18, 16],
  instrutorBaseMm: 43,
  instrucaoBaseMm: 170,
  urlBaseMm: 179,
  turmaBaseMm: 188,
  tamanhoInstrutor: 12,
  tamanhoInstrucao: 14,
  tamanhoUrl: 10,
  tamanhoTurma: 10,
  entrelinha: 1.15,
} as const;

export const LARGURA_TEXTO = PAGINA.largura - 2 * mm(LAYOUT_PDF.margemMm);

export type Medir = (texto: string, tamanho: number) => number;

/** Corta `texto` até caber em `largura` (termina em "…"). */
export function cortarParaCaber(texto: string, largura: number, tamanho: number, medir: Medir): string {
  if (medir(texto, tamanho) <= largura) return texto;
  let fim = texto.length;
  while (fim > 0 && medir(`${texto.slice(0, fim).trimEnd()}…`, tamanho) > largura) fim--;
  return `${texto.slice(0, fim).trimEnd()}…`;
}

/** Quebra em linhas que cabem em `largura` (por palavra; uma palavra maior que a linha é partida). */
export function quebrarLinhas(texto: string, largura: number, tamanho: number, medir: Medir): string[] {
  const linhas: string[] = [];
  let atual = '';
  for (const palavra of texto.split(/\s+/).filter(Boolean)) {
    const tentativa = atual ? `${atual} ${palavra}` : palavra;
    if (medir(tentativa, tamanho) <= largura) {
      atual = tentativa;
      continue;
    }
    if (atual) linhas.push(atual);
    atual = palavra;
    while (medir(atual, tamanho) > largura && atual.length > 1) {
      let corte = atual.length - 1;
      while (corte > 1 && medir(atual.slice(0, corte), tamanho) > largura) corte--;
      linhas.push(atual.slice(0, corte));
      atual = atual.slice(corte);
    }
  }
  if (atual) linhas.push(atual);
  return linhas;
}

/** Altura (pt) de um bloco de `n` linhas: a primeira com subida e descida, as demais com a entrelinha. */
export const alturaBloco = (n: number, tamanho: number) => tamanho * (1.2 + LAYOUT_PDF.entrelinha * (n - 1));

export interface TituloAjustado {
  tamanho: number;
  linhas: string[];
  /** Linha de base de cada linha, em mm a partir do topo da página. */
  basesMm: number[];
}

/**
 * O título em 26 pt, quebrado em linhas; se não couber na faixa do título, diminui até 16 pt e, no
 * limite, corta a última linha com "…". O bloco fica centrado na faixa.
 */
export function ajustarTitulo(texto: string, medir: Medir, largura = LARGURA_TEXTO): TituloAjustado {
  const { tituloTopoMm, tituloFundoMm, tamanhosTitulo, entrelinha } = LAYOUT_PDF;
  const faixa = mm(tituloFundoMm - tituloTopoMm);
  let tamanho = 0;
  let linhas: string[] = [];
  for (const t of tamanhosTitulo) {
    tamanho = t;
    linhas = quebrarLinhas(texto, largura, t, medir);
    if (alturaBloco(linhas.length, t) <= faixa) break;
  }
  if (linhas.length === 0) linhas = [''];
  let cabem = linhas.length;
  while (cabem > 1 && alturaBloco(cabem, tamanho) > faixa) cabem--;
  if (cabem < linhas.length) {
    const resto = linhas.slice(cabem - 1).join(' ');
    linhas = [...linhas.slice(0, cabem - 1), cortarParaCaber(resto, largura, tamanho, medir)];
  }
  const sobra = faixa - alturaBloco(linhas.length, tamanho);
  const primeira = mm(tituloTopoMm) + sobra / 2 + tamanho * 0.95;
  const basesMm = linhas.map((_, i) => (primeira + i * tamanho * entrelinha) / PT_POR_MM);
  return { tamanho, linhas, basesMm };
}

/** x que centra um texto de largura `larguraTexto` na página. */
export const xCentrado = (larguraTexto: number) => (PAGINA.largura - larguraTexto) / 2;

/** y do pdf-lib (origem embaixo) para uma distância do topo em mm. */
export const yDoTopo = (distanciaMm: number) => PAGINA.altura - mm(distanciaMm);
