/**
 * O PDF do certificado (evento e avulso, um renderizador só): A4 paisagem, pdf-lib com a fonte DejaVu
 * embutida (acentos do português), QR para a validação pública.
 *
 * O arquivo sai idêntico byte a byte para os mesmos dados (o SHA-256 guardado pode ser recalculado):
 * nenhum metadado automático do pdf-lib (datas de agora, produtor), as datas são as da emissão, o
 * prefixo dos subconjuntos de fonte vem do próprio conjunto de glifos e a compressão (fflate) não depende
 * de nada além dos dados.
 *
 * O que é igual em todo certificado é preparado uma vez por processo: as fontes (`fontes.ts`), a arte
 * vetorial (`marcas.ts`) e as assinaturas (`imagens.ts`); por certificado sobram o texto, o QR e a
 * gravação do arquivo (uns 5 ms, contra uns 50 ms antes).
 */
import { PDFDocument, type PDFFont, type PDFPage, type PDFRef } from 'pdf-lib';
import { ASSINANTES_MAX, dataPorExtenso, fraseDoCertificado, ROTULO_TIPO, type OrigemCertificado, type TipoCertificado } from '#shared/rules/certificado.ts';
import { dataEmSaoPaulo } from '#shared/rules/cronograma.ts';
import { embutirFontes, type Fontes } from './fontes.ts';
import { CORES, desenharArte, desenharCabecalho, escrever, escreverCentrado, type Estilo, larguraDoTexto, type Quadro, type Rodape } from './marcas.ts';
import { desenharImagem, desenharImagemPronta, embutirQr, type ImagemPronta, prepararImagem } from './imagens.ts';
import { salvarPdf } from './salvar-pdf.ts';

export interface AssinanteDoPdf {
  nome: string;
  funcao: string | null;
  /** A imagem da assinatura (PNG), ou nulo: só a linha, o nome e a função. */
  imagem: Uint8Array | null;
}

export interface DadosDoPdf {
  /** Nome da instituição (decisão 019): cabeçalho (entre as marcas; longo, diminui até 7 pt), faixa do rodapé e autor do PDF. */
  instituicao: string;
  /** Número impresso (`EMSP-SMS-2026-000123`). */
  numero: string;
  /** Código de validação (`7KQ2-M9XD-4RTA`). */
  codigo: string;
  /** Endereço do QR e do rodapé (`…/validar-certificado?codigo=…`). */
  urlValidacao: string;
  origem: OrigemCertificado;
  tipo: TipoCertificado;
  nome: string;
  /** `***.456.789-**`, "registro funcional informado" ou nulo (sem linha de identificador). */
  identificador: string | null;
  curso: string;
  turma: string | null;
  dataInicio: string | null;
  dataFim: string | null;
  cargaHoraria: number | null;
  /** Data da emissão (local e data por extenso; metadados do PDF, para o arquivo sair igual toda vez). */
  emitidoEm: Date;
  /** Até 3, na ordem de impressão. */
  assinantes: AssinanteDoPdf[];
}

// ---------------------------------------------------------------------------------------------------
// Texto que cabe: larguras medidas uma vez em corpo 1 (a largura cresce em proporção ao corpo).

/** Um texto quebrado em linhas, no corpo em que coube. */
type Bloco = { tamanho: number; linhas: string[] };

/** Altura visível de um bloco: do alto das maiúsculas da primeira linha ao pé da última. */
function alturaDoBloco(linhas: number, tamanho: number, entrelinha: number): number {
  return tamanho * (entrelinha * (linhas - 1) + 0.95);
}

/** As palavras do texto e a largura de cada uma em corpo 1 (medidas uma vez; o fontkit é caro). */
type Palavras = { textos: string[]; larguras: number[]; espaco: number };

function medirPalavras(texto: string, fonte: PDFFont): Palavras {
  const textos = texto.split(/\s+/).filter(Boolean);
  return { textos, larguras: textos.map((p) => fonte.widthOfTextAtSize(p, 1)), espaco: fonte.widthOfTextAtSize(' ', 1) };
}

/** Palavra mais larga que a linha inteira (um link, uma sigla enorme) é partida em pedaços que cabem. */
function partirPalavrasLongas(p: Palavras, fonte: PDFFont, limite: number): Palavras {
  if (p.larguras.every((l) => l <= limite)) return p;
  const textos: string[] = [];
  for (const palavra of p.textos) {
    let resto = palavra;
    while (fonte.widthOfTextAtSize(resto, 1) > limite) {
      // o maior começo que cabe (ao menos uma letra) vira um pedaço
      let n = 1;
      while (n < resto.length && fonte.widthOfTextAtSize(resto.slice(0, n + 1), 1) <= limite) n++;
      textos.push(resto.slice(0, n));
      resto = resto.slice(n);
    }
    textos.push(resto);
  }
  return { textos, larguras: textos.map((t) => fonte.widthOfTextAtSize(t, 1)), espaco: p.espaco };
}

/** Quebra gulosa: cada linha leva as palavras que couberem no limite (em corpo 1). */
function quebrar(p: Palavras, limite: number): string[] {
  const linhas: string[] = [];
  let atual = '';
  let largura = 0;
  p.textos.forEach((palavra, i) => {
    const l = p.larguras[i]!;
    if (atual && largura + p.espaco + l <= limite) {
      atual += ` ${palavra}`;
      largura += p.espaco + l;
    } else {
      if (atual) linhas.push(atual);
      atual = palavra;
      largura = l;
    }
  });
  if (atual) linhas.push(atual);
  return linhas;
}

/** Linhas de largura parecida: a menor largura que mantém o número de linhas (nada de uma palavra sozinha no fim). */
function equilibrar(p: Palavras, limite: number): string[] {
  const linhas = quebrar(p, limite).length;
  let [curto, longo] = [Math.max(...p.larguras), limite];
  for (let i = 0; i < 12 && linhas > 1; i++) {
    const meio = (curto + longo) / 2;
    if (quebrar(p, meio).length <= linhas) longo = meio;
    else curto = meio;
  }
  return quebrar(p, longo);
}

/** Onde um bloco de texto tem de caber: largura e altura (pt), entrelinha (× corpo) e, se houver, o máximo de linhas. */
type Caixa = { largura: number; altura: number; entrelinha: number; maxLinhas?: number };

/** O maior corpo (de `maior` a `menor`, de meio em meio ponto) em que o texto cabe na caixa, ou nulo. */
function blocoQueCabe(texto: string, fonte: PDFFont, caixa: Caixa, maior: number, menor: number): Bloco | null {
  const medidas = medirPalavras(texto, fonte);
  for (let tamanho = maior; tamanho >= menor; tamanho -= 0.5) {
    const limite = caixa.largura / tamanho;
    const palavras = partirPalavrasLongas(medidas, fonte, limite);
    const linhas = quebrar(palavras, limite).length;
    if (linhas <= (caixa.maxLinhas ?? Infinity) && alturaDoBloco(linhas, tamanho, caixa.entrelinha) <= caixa.altura) {
      return { tamanho, linhas: equilibrar(palavras, limite) };
    }
  }
  return null;
}

/** Como `blocoQueCabe`, mas nunca falha: no menor corpo, corta as linhas que sobram e termina em "…". */
function ajustarBloco(texto: string, fonte: PDFFont, caixa: Caixa, maior: number, menor: number): Bloco {
  const bloco = blocoQueCabe(texto, fonte, caixa, maior, menor);
  if (bloco) return bloco;
  const limite = caixa.largura / menor;
  const linhas = quebrar(partirPalavrasLongas(medirPalavras(texto, fonte), fonte, limite), limite);
  let cabem = Math.min(linhas.length, caixa.maxLinhas ?? Infinity);
  while (cabem > 1 && alturaDoBloco(cabem, menor, caixa.entrelinha) > caixa.altura) cabem--;
  const visiveis = linhas.slice(0, cabem);
  visiveis[cabem - 1] = encurtar(`${visiveis[cabem - 1]!}…`, fonte, menor, caixa.largura);
  return { tamanho: menor, linhas: visiveis };
}

/** Tira letras do fim (terminando em "…") até o texto caber na largura. */
export function encurtar(texto: string, fonte: PDFFont, tamanho: number, largura: number): string {
  let s = texto;
  while (s.length > 1 && fonte.widthOfTextAtSize(s, tamanho) > largura) s = `${s.replace(/…$/, '').slice(0, -1).trimEnd()}…`;
  return s;
}

/** Uma linha só: o corpo diminui até `menor` para caber; se ainda não couber, encurta. */
export function linhaQueCabe(original: string, fonte: PDFFont, largura: number, maior: number, menor: number): { texto: string; tamanho: number } {
  const texto = original.replace(/\s+/g, ' ').trim(); // quebra de linha no meio viraria uma segunda linha por cima de outra coisa
  const tamanho = Math.max(menor, Math.min(maior, Math.floor((largura / fonte.widthOfTextAtSize(texto, 1)) * 4) / 4));
  return { texto: encurtar(texto, fonte, tamanho, largura), tamanho };
}

/** Linhas centradas, o bloco centrado na vertical da caixa que vai de `topo` a `topo - altura`. */
function escreverBloco(page: PDFPage, bloco: Bloco, caixa: Caixa & { topo: number }, e: Omit<Estilo, 'tamanho'>): void {
  const { tamanho, linhas } = bloco;
  const folga = (caixa.altura - alturaDoBloco(linhas.length, tamanho, caixa.entrelinha)) / 2;
  const primeira = caixa.topo - folga - tamanho * 0.73;
  linhas.forEach((linha, i) => escreverCentrado(page, linha, LARGURA / 2, primeira - i * tamanho * caixa.entrelinha, { ...e, tamanho }));
}

// ---------------------------------------------------------------------------------------------------
// A página: A4 paisagem; as alturas abaixo são medidas a partir do topo e convertidas por `doTopo`.

const LARGURA = 842;
const ALTURA = 595;
const CENTRO = LARGURA / 2;
const doTopo = (distancia: number) => ALTURA - distancia;

/** A faixa verde do rodapé, o quadrado branco do QR e o selo da modalidade (coordenadas do PDF). */
const RODAPE: Quadro = { x: 26, y: 26, largura: LARGURA - 52, altura: 86 };
const QUADRADO_DO_QR: Quadro = { x: RODAPE.x + 12, y: RODAPE.y + 19, largura: 60, altura: 60 };
const SELO: Quadro = { x: RODAPE.x + RODAPE.largura - 182, y: RODAPE.y + 14, largura: 170, altura: RODAPE.altura - 28 };
const QUADROS_DO_RODAPE: Rodape = { faixa: RODAPE, quadradoDoQr: QUADRADO_DO_QR, selo: SELO };

/** A página e as fontes; `desce`: sem assinaturas, o miolo (nome, frase, data) desce para não sobrar um vão sobre o rodapé. */
type Tela = { page: PDFPage; fontes: Fontes; desce: number };

/** O nome em destaque: uma linha de 34 a 18 pt; nome longo demais vai para duas linhas menores. */
function desenharNome({ page, fontes, desce }: Tela, nome: string, identificador: string | null): void {
  const fonte = fontes.serifaNegritoItalico;
  const caixa = { topo: doTopo(168 + desce), largura: 640, altura: 52, entrelinha: 1.12 };
  const bloco =
    blocoQueCabe(nome, fonte, { ...caixa, maxLinhas: 1 }, 34, 18) ??
    ajustarBloco(nome, fonte, { ...caixa, maxLinhas: 2 }, 22, 11);
  escreverBloco(page, bloco, caixa, { fonte, cor: CORES.verde });
  page.drawLine({ start: { x: CENTRO - 240, y: doTopo(229 + desce) }, end: { x: CENTRO + 240, y: doTopo(229 + desce) }, thickness: 0.8, color: CORES.ouro });
  if (identificador) {
    escreverCentrado(page, `Identificador: ${identificador}`, CENTRO, doTopo(243 + desce), { fonte: fontes.sans, tamanho: 9, cor: CORES.textoSuave });
  }
}

function desenharFrase({ page, fontes, desce }: Tela, frase: string): void {
  const caixa = { topo: doTopo(254 + desce), largura: 620, altura: 78, entrelinha: 1.42 };
  escreverBloco(page, ajustarBloco(frase, fontes.serifa, caixa, 13, 9), caixa, { fonte: fontes.serifa, cor: CORES.texto });
}

const ASSINATURA = { largura: 190, imagemLargura: 170, imagemAltura: 50, linha: 428 } as const;

function desenharAssinante({ page, fontes }: Tela, assinante: AssinanteDoPdf, imagem: ImagemPronta | null, centroX: number): void {
  const yLinha = doTopo(ASSINATURA.linha);
  if (imagem) {
    const escala = Math.min(ASSINATURA.imagemLargura / imagem.largura, ASSINATURA.imagemAltura / imagem.altura);
    const largura = imagem.largura * escala;
    desenharImagemPronta(page, imagem, centroX - largura / 2, yLinha + 3, largura, imagem.altura * escala);
  }
  const meia = ASSINATURA.largura / 2 - 6;
  page.drawLine({ start: { x: centroX - meia, y: yLinha }, end: { x: centroX + meia, y: yLinha }, thickness: 0.7, color: CORES.textoSuave });
  const nome = linhaQueCabe(assinante.nome, fontes.sansNegrito, ASSINATURA.largura, 9, 6.5);
  escreverCentrado(page, nome.texto, centroX, yLinha - 12, { fonte: fontes.sansNegrito, tamanho: nome.tamanho, cor: CORES.texto });
  if (assinante.funcao) {
    const funcao = linhaQueCabe(assinante.funcao, fontes.sans, ASSINATURA.largura, 7.5, 6);
    escreverCentrado(page, funcao.texto, centroX, yLinha - 23, { fonte: fontes.sans, tamanho: funcao.tamanho, cor: CORES.textoSuave });
  }
}

/** De 0 a 3 assinaturas distribuídas por igual: uma ao centro, duas afastadas, três lado a lado. */
async function desenharAssinaturas(tela: Tela, assinantes: AssinanteDoPdf[]): Promise<void> {
  const lista = assinantes.slice(0, ASSINANTES_MAX);
  const passo = lista.length === 2 ? 300 : 230;
  for (const [i, assinante] of lista.entries()) {
    const imagem = assinante.imagem ? await prepararImagem(assinante.imagem) : null;
    desenharAssinante(tela, assinante, imagem, CENTRO + (i - (lista.length - 1) / 2) * passo);
  }
}

/** A faixa do rodapé: QR à esquerda, número, código e endereço ao centro, a modalidade à direita. */
function desenharRodape({ page, fontes }: Tela, d: DadosDoPdf, qr: PDFRef): void {
  const { y } = RODAPE; // a faixa, o quadrado branco e o selo vêm com a arte (`desenharArte`)
  const q = QUADRADO_DO_QR;
  desenharImagem(page, qr, q.x + 2, q.y + 2, q.largura - 4, q.altura - 4, 'Qr');
  escreverCentrado(page, 'Valide pelo QR Code', q.x + q.largura / 2, y + 8, { fonte: fontes.sans, tamanho: 6.3, cor: CORES.ouroClaro });

  const tx = q.x + q.largura + 18;
  const titulo = linhaQueCabe(`Documento eletrônico validável — ${d.instituicao}`, fontes.sansNegrito, SELO.x - tx - 12, 10, 6);
  escrever(page, titulo.texto, tx, y + 64, { fonte: fontes.sansNegrito, tamanho: titulo.tamanho, cor: CORES.ouroClaro });
  const [rotulo, valor] = [{ fonte: fontes.sans, tamanho: 8.5, cor: CORES.ouroClaro }, { fonte: fontes.sansNegrito, tamanho: 9.5, cor: CORES.branco }];
  const campos = [['Certificado nº:', d.numero], ['Código de validação:', d.codigo]] as const;
  const colunaDoValor = tx + Math.max(...campos.map(([r]) => larguraDoTexto(r, rotulo))) + 6;
  campos.forEach(([r, v], i) => {
    escrever(page, r, tx, y + 47 - i * 14, rotulo);
    escrever(page, linhaQueCabe(v, valor.fonte, SELO.x - colunaDoValor - 12, 9.5, 9.5).texto, colunaDoValor, y + 47 - i * 14, valor);
  });
  const url = linhaQueCabe(d.urlValidacao, fontes.sans, SELO.x - tx - 12, 7.5, 5);
  escrever(page, url.texto, tx, y + 15, { fonte: fontes.sans, tamanho: url.tamanho, cor: CORES.ouroClaro });

  // a modalidade, centrada no selo
  const nomeDaModalidade = d.origem === 'avulso' ? 'CERTIFICADO AVULSO' : ROTULO_TIPO[d.tipo].toUpperCase();
  const modalidade = linhaQueCabe(nomeDaModalidade, fontes.sansNegrito, SELO.largura - 30, 13, 7);
  const estilo = { fonte: fontes.sansNegrito, tamanho: modalidade.tamanho, cor: CORES.ouroClaro, espacamento: 1 };
  escreverCentrado(page, modalidade.texto, SELO.x + SELO.largura / 2, SELO.y + SELO.altura / 2 - modalidade.tamanho * 0.36, estilo);
}

function preencherMetadados(doc: PDFDocument, d: DadosDoPdf): void {
  doc.setTitle(`Certificado ${d.numero}`, { showInWindowTitleBar: true });
  doc.setAuthor(d.instituicao);
  doc.setSubject(d.curso);
  doc.setCreator('Plataforma Escola da Saúde');
  doc.setProducer('Plataforma Escola da Saúde');
  doc.setLanguage('pt-BR');
  doc.setCreationDate(d.emitidoEm);
  doc.setModificationDate(d.emitidoEm);
}

/** Textos em NFC: "ã" como uma letra só, e não "a" + til solto (sem o `ccmp`, o til ficaria fora do lugar). */
function emNfc(d: DadosDoPdf): DadosDoPdf {
  const n = <T extends string | null>(s: T): T => (s === null ? s : (s.normalize('NFC') as T));
  const assinantes = d.assinantes.map((a) => ({ ...a, nome: n(a.nome), funcao: n(a.funcao) }));
  return { ...d, instituicao: n(d.instituicao), nome: n(d.nome), identificador: n(d.identificador), curso: n(d.curso), turma: n(d.turma), assinantes };
}

/**
 * Monta o certificado e devolve os bytes do PDF. Mesmos dados, mesmos bytes (ver o topo do arquivo);
 * as fontes lidas e analisadas ficam em memória, o que deixa a emissão em lote barata.
 */
export async function renderizarCertificado(entrada: DadosDoPdf): Promise<Uint8Array> {
  const dados = emNfc(entrada);
  // sem `updateMetadata`, o pdf-lib não carimba a hora de agora nem o próprio nome nos metadados
  const doc = await PDFDocument.create({ updateMetadata: false });
  preencherMetadados(doc, dados);
  const fontes = embutirFontes(doc);
  const page = doc.addPage([LARGURA, ALTURA]);
  const tela: Tela = { page, fontes, desce: dados.assinantes.length === 0 ? 22 : 0 };

  await desenharArte(page, QUADROS_DO_RODAPE);
  desenharCabecalho(page, fontes, linhaQueCabe(dados.instituicao, fontes.serifaItalico, LARGURA - 2 * 160, 10, 7));
  desenharNome(tela, dados.nome, dados.identificador);
  const { tipo, curso, turma, dataInicio, dataFim, cargaHoraria } = dados;
  desenharFrase(tela, fraseDoCertificado({ tipo, curso, turma, dataInicio, dataFim, cargaHoraria }));
  const local = `Santos, ${dataPorExtenso(dataEmSaoPaulo(dados.emitidoEm))}.`;
  escreverCentrado(page, local, CENTRO, doTopo(352 + 2 * tela.desce), { fonte: fontes.serifaItalico, tamanho: 11, cor: CORES.texto });
  await desenharAssinaturas(tela, dados.assinantes);
  desenharRodape(tela, dados, embutirQr(doc, dados.urlValidacao));

  return salvarPdf(doc, fontes);
}
