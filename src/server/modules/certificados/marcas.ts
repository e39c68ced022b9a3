/**
 * O desenho do certificado: as cores, os traços básicos de texto (com espaçamento entre letras) e a
 * arte vetorial — moldura, brasão estilizado da cidade, marca da Escola da Saúde, faixa do rodapé.
 * Tudo com as formas do pdf-lib (nenhum arquivo de imagem).
 *
 * A arte não tem texto nem muda de um certificado para o outro: é desenhada uma vez por processo num
 * rascunho, e os comandos, já comprimidos, entram em cada PDF como um formulário (Form XObject)
 * desenhado por baixo de tudo. Os textos do cabeçalho continuam na página, na mesma ordem (leitores
 * de tela e a extração de texto veem o mesmo que antes).
 */
import { zlibSync } from 'fflate';
import { drawObject, PDFArray, PDFContentStream, PDFDict, PDFDocument, type PDFFont, type PDFPage, PDFRawStream, popGraphicsState, pushGraphicsState, rgb, type RGB, setCharacterSpacing } from 'pdf-lib';

function cor(hex: string): RGB {
  const n = Number.parseInt(hex.slice(1), 16);
  return rgb(((n >> 16) & 255) / 255, ((n >> 8) & 255) / 255, (n & 255) / 255);
}

export const CORES = {
  verdeProfundo: cor('#052e24'),
  verde: cor('#0b3b2e'),
  verdeMedio: cor('#104936'),
  ouro: cor('#b8872b'),
  ouroClaro: cor('#ead8a8'),
  papel: cor('#fffaf0'),
  branco: cor('#ffffff'),
  texto: cor('#17231f'),
  textoSuave: cor('#53645d'),
} as const;

/** Como escrever um texto: fonte, corpo, cor e, se houver, o espaço extra entre as letras (pt). */
export interface Estilo {
  fonte: PDFFont;
  tamanho: number;
  cor: RGB;
  espacamento?: number;
}

/** Largura do texto, contando o espaço extra entre as letras. */
export function larguraDoTexto(texto: string, e: Estilo): number {
  return e.fonte.widthOfTextAtSize(texto, e.tamanho) + (e.espacamento ?? 0) * Math.max(0, [...texto].length - 1);
}

export function escrever(page: PDFPage, texto: string, x: number, y: number, e: Estilo): void {
  // o espaçamento (Tc) vale até ser desfeito: volta a zero logo depois do texto
  if (e.espacamento) page.pushOperators(setCharacterSpacing(e.espacamento));
  page.drawText(texto, { x, y, size: e.tamanho, font: e.fonte, color: e.cor });
  if (e.espacamento) page.pushOperators(setCharacterSpacing(0));
}

export function escreverCentrado(page: PDFPage, texto: string, centroX: number, y: number, e: Estilo): void {
  escrever(page, texto, centroX - larguraDoTexto(texto, e) / 2, y, e);
}

/** Um retângulo na página (coordenadas do PDF: `x`, `y` no canto de baixo à esquerda). */
export interface Quadro {
  x: number;
  y: number;
  largura: number;
  altura: number;
}

const retangulo = (q: Quadro, recuo = 0) => ({ x: q.x + recuo, y: q.y + recuo, width: q.largura - 2 * recuo, height: q.altura - 2 * recuo });

/** Fundo verde, papel creme por dentro, filete duplo de ouro e cantoneiras nos quatro cantos. */
function desenharMoldura(page: PDFPage): void {
  const { width: largura, height: altura } = page.getSize();
  const pagina: Quadro = { x: 0, y: 0, largura, altura };
  page.drawRectangle({ ...retangulo(pagina), color: CORES.verdeProfundo });
  page.drawRectangle({ ...retangulo(pagina, 5), borderColor: CORES.ouro, borderWidth: 0.7 });
  page.drawRectangle({ ...retangulo(pagina, 11), color: CORES.papel, borderColor: CORES.verdeMedio, borderWidth: 2 });
  page.drawRectangle({ ...retangulo(pagina, 17), borderColor: CORES.ouro, borderWidth: 1.2 });
  page.drawRectangle({ ...retangulo(pagina, 20.5), borderColor: CORES.ouroClaro, borderWidth: 0.6 });
  // um losango de ouro em cada canto do filete
  for (const x of [17, largura - 17]) for (const y of [17, altura - 17]) desenharLosango(page, x, y, 5, CORES.ouro);
}

/** Um losango (quadrado a 45°) com centro em (x, y) e meia-diagonal `r`. */
function desenharLosango(page: PDFPage, x: number, y: number, r: number, preenchimento: RGB): void {
  page.drawSvgPath(`M0 ${-r} L${r} 0 L0 ${r} L${-r} 0 Z`, { x, y, color: preenchimento });
}

/** Um fio de ouro com um losango no meio, para separar blocos. */
function desenharFioOrnamental(page: PDFPage, centroX: number, y: number, meiaLargura: number): void {
  page.drawLine({ start: { x: centroX - meiaLargura, y }, end: { x: centroX - 8, y }, thickness: 0.7, color: CORES.ouro });
  page.drawLine({ start: { x: centroX + 8, y }, end: { x: centroX + meiaLargura, y }, thickness: 0.7, color: CORES.ouro });
  desenharLosango(page, centroX, y, 3.2, CORES.ouro);
}

/** Legenda curta em maiúsculas sob a marca, centrada em `centroX`. */
function legenda(page: PDFPage, texto: string, fonte: PDFFont, centroX: number, y: number): void {
  escreverCentrado(page, texto, centroX, y, { fonte, tamanho: 6.8, cor: CORES.verde, espacamento: 0.3 });
}

/** Onde ficam as duas marcas: centro de cada uma e o topo, a 32 pt da borda de cima. */
const marcas = (largura: number, altura: number) => ({ cidade: 92, escola: largura - 92, topo: altura - 32 });

/** Estrela de cinco pontas (coordenadas do SVG, y para baixo) com centro em (cx, cy). */
function caminhoDaEstrela(cx: number, cy: number, externo: number, interno: number): string {
  const pontos: string[] = [];
  for (let i = 0; i < 10; i++) {
    const r = i % 2 === 0 ? externo : interno;
    const angulo = -Math.PI / 2 + (i * Math.PI) / 5;
    pontos.push(`${(cx + r * Math.cos(angulo)).toFixed(2)} ${(cy + r * Math.sin(angulo)).toFixed(2)}`);
  }
  return `M${pontos.join(' L')} Z`;
}

/**
 * A marca da cidade: um escudo verde com coroa mural de ouro, uma estrela e o mar (Santos é cidade
 * portuária); "SANTOS" vai embaixo (no cabeçalho). `centroX` e `topo` em coordenadas do PDF; ocupa uns
 * 72 pt de altura.
 */
function desenharBrasaoDaCidade(page: PDFPage, centroX: number, topo: number): void {
  const x = centroX - 22;
  // coroa mural: base e três torres
  page.drawRectangle({ x: x + 7, y: topo - 9, width: 30, height: 4, color: CORES.ouro });
  for (const dx of [8, 19, 30]) page.drawRectangle({ x: x + dx, y: topo - 5, width: 6, height: 5, color: CORES.ouro });
  const y = topo - 11;
  page.drawSvgPath('M0 0 H44 V24 C44 39 33 47 22 52 C11 47 0 39 0 24 Z', { x, y, color: CORES.verde, borderColor: CORES.ouro, borderWidth: 1.3 });
  page.drawSvgPath('M3.5 3.5 H40.5 V24 C40.5 37 31 43.5 22 48 C13 43.5 3.5 37 3.5 24 Z', { x, y, borderColor: CORES.ouroClaro, borderWidth: 0.5 });
  page.drawSvgPath(caminhoDaEstrela(22, 16, 7.5, 3.1), { x, y, color: CORES.ouro });
  for (const dy of [28, 33.5, 39]) {
    const largura = dy > 35 ? 22 : 30;
    const inicio = 22 - largura / 2;
    page.drawSvgPath(`M${inicio} ${dy} q${largura / 8} -2.6 ${largura / 4} 0 t${largura / 4} 0 t${largura / 4} 0 t${largura / 4} 0`, {
      x,
      y,
      borderColor: CORES.ouroClaro,
      borderWidth: 0.9,
    });
  }
}

/**
 * A marca da escola: um círculo verde com aro de ouro e a cruz da saúde; "ESCOLA DA SAÚDE" vai embaixo.
 * Mesma altura e mesma linha de legenda do brasão, para o cabeçalho ficar simétrico.
 */
function desenharMarcaDaEscola(page: PDFPage, centroX: number, topo: number): void {
  const cy = topo - 37;
  page.drawCircle({ x: centroX, y: cy, size: 26, color: CORES.verde, borderColor: CORES.ouro, borderWidth: 1.3 });
  page.drawCircle({ x: centroX, y: cy, size: 22, borderColor: CORES.ouroClaro, borderWidth: 0.5 });
  page.drawSvgPath('M-4.6 -14 H4.6 V-4.6 H14 V4.6 H4.6 V14 H-4.6 V4.6 H-14 V-4.6 H-4.6 Z', {
    x: centroX,
    y: cy,
    color: CORES.papel,
    borderColor: CORES.ouro,
    borderWidth: 0.8,
  });
}

/** O rodapé: a faixa verde com aro de ouro, o quadrado branco onde vai o QR e a moldura dupla do selo. */
function desenharFaixaDoRodape(page: PDFPage, { faixa, quadradoDoQr, selo }: Rodape): void {
  page.drawRectangle({ ...retangulo(faixa), color: CORES.verde, borderColor: CORES.ouro, borderWidth: 1.2 });
  page.drawRectangle({ ...retangulo(quadradoDoQr), color: CORES.branco });
  page.drawRectangle({ ...retangulo(selo), borderColor: CORES.ouro, borderWidth: 1 });
  page.drawRectangle({ ...retangulo(selo, 3), borderColor: CORES.ouroClaro, borderWidth: 0.4 });
}

/** Os quadros do rodapé (coordenadas do PDF). */
export interface Rodape {
  faixa: Quadro;
  quadradoDoQr: Quadro;
  selo: Quadro;
}

/** Toda a arte vetorial, na ordem de antes: moldura, marcas, fio ornamental e faixa do rodapé. */
function desenharArteVetorial(page: PDFPage, rodape: Rodape): void {
  const { width: largura, height: altura } = page.getSize();
  const m = marcas(largura, altura);
  desenharMoldura(page);
  desenharBrasaoDaCidade(page, m.cidade, m.topo);
  desenharMarcaDaEscola(page, m.escola, m.topo);
  desenharFioOrnamental(page, largura / 2, altura - 97, 150);
  desenharFaixaDoRodape(page, rodape);
}

/** Os comandos da arte comprimidos, guardados pelo tamanho da página e pelo rodapé. */
let arteGuardada: { chave: string; bytes: Uint8Array } | null = null;

async function comandosDaArte(largura: number, altura: number, rodape: Rodape): Promise<Uint8Array> {
  const chave = JSON.stringify([largura, altura, rodape]);
  if (arteGuardada?.chave !== chave) {
    const rascunho = await PDFDocument.create({ updateMetadata: false });
    const pagina = rascunho.addPage([largura, altura]);
    desenharArteVetorial(pagina, rodape);
    const conteudos = pagina.node.Contents();
    const ref = conteudos instanceof PDFArray && conteudos.size() === 1 ? conteudos.get(0) : undefined;
    const fluxo = ref && rascunho.context.lookup(ref);
    // só formas e cores: um recurso (fonte, imagem, transparência) não iria junto para o formulário
    const recursos = pagina.node.Resources()?.values() ?? [];
    if (!(fluxo instanceof PDFContentStream) || recursos.some((r) => !(r instanceof PDFDict) || r.keys().length > 0)) throw new Error('arte do certificado com recursos');
    arteGuardada = { chave, bytes: zlibSync(fluxo.getUnencodedContents(), { level: 9 }) };
  }
  return arteGuardada.bytes;
}

/** A arte vetorial inteira, por baixo de tudo: um formulário com os comandos guardados. */
export async function desenharArte(page: PDFPage, rodape: Rodape): Promise<void> {
  const { width: largura, height: altura } = page.getSize();
  const contexto = page.doc.context;
  const dict = contexto.obj({ Type: 'XObject', Subtype: 'Form', BBox: [0, 0, largura, altura], Resources: {}, Filter: 'FlateDecode' });
  const nome = page.node.newXObject('Arte', contexto.register(PDFRawStream.of(dict, await comandosDaArte(largura, altura, rodape))));
  page.pushOperators(pushGraphicsState(), drawObject(nome), popGraphicsState());
}

/** As fontes que a parte fixa do desenho usa. */
export interface FontesDoDesenho {
  sans: PDFFont;
  sansNegrito: PDFFont;
  serifaNegrito: PDFFont;
  serifaItalico: PDFFont;
}

/**
 * Os textos de cima: as legendas das duas marcas, as três linhas da instituição (a terceira é o nome
 * configurado, já ajustado à largura por quem chama) e o título (alturas medidas do topo). A arte (marcas
 * e fio) vem de `desenharArte`.
 */
export function desenharCabecalho(page: PDFPage, fontes: FontesDoDesenho, instituicao: { texto: string; tamanho: number }): void {
  const { width: largura, height: altura } = page.getSize();
  const centro = largura / 2;
  const y = (doTopo: number) => altura - doTopo;
  const m = marcas(largura, altura);
  legenda(page, 'SANTOS', fontes.sansNegrito, m.cidade, m.topo - 73);
  legenda(page, 'ESCOLA DA SAÚDE', fontes.sansNegrito, m.escola, m.topo - 73);
  escreverCentrado(page, 'PREFEITURA MUNICIPAL DE SANTOS', centro, y(53), { fonte: fontes.sansNegrito, tamanho: 11.5, cor: CORES.verde, espacamento: 0.6 });
  escreverCentrado(page, 'SECRETARIA MUNICIPAL DE SAÚDE', centro, y(68), { fonte: fontes.sansNegrito, tamanho: 9, cor: CORES.textoSuave, espacamento: 0.5 });
  escreverCentrado(page, instituicao.texto, centro, y(83), { fonte: fontes.serifaItalico, tamanho: instituicao.tamanho, cor: CORES.textoSuave });
  escreverCentrado(page, 'CERTIFICADO', centro, y(140), { fonte: fontes.serifaNegrito, tamanho: 38, cor: CORES.verde, espacamento: 3 });
  escreverCentrado(page, 'Documento eletrônico emitido pela Plataforma Escola da Saúde', centro, y(157), { fonte: fontes.sans, tamanho: 8.5, cor: CORES.textoSuave });
}
