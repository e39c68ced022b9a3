/**
 * O PDF do Termo de Uso das Salas de um pedido: A4 retrato, o texto de `TERMO_SALAS` (o mesmo que a
 * pessoa aceitou na tela), os dados da reserva e o aceite — com a cópia da assinatura guardada no
 * momento do pedido ("Assinado eletronicamente em …", só quando a imagem foi de fato desenhada), ou a
 * indicação de aceite eletrônico sem assinatura ("Termo aceito eletronicamente em …"). pdf-lib + DejaVu (acentos),
 * como os certificados; só duas fontes (regular e negrito), lidas uma vez por processo.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import fontkit from '@pdf-lib/fontkit';
import { PDFDocument, type PDFFont, type PDFPage, rgb } from 'pdf-lib';
import { ROTULO_ACEITE, TERMO_SALAS } from '#shared/rules/termo-salas.ts';

export interface DadosDoTermo {
  finalidade: string;
  /** `dd/mm/aaaa`. */
  data: string;
  sala: string;
  /** "Manhã (8h às 12h)". */
  periodo: string;
  solicitante: string;
  aprovadoPor: string;
  /** Quando o termo foi aceito: `dd/mm/aaaa` e `HH:MM` em São Paulo. */
  aceite: { data: string; hora: string };
  /** A cópia da assinatura (PNG) guardada no pedido, se havia. */
  assinatura: Uint8Array | null;
}

const resolver = createRequire(import.meta.url);
const fontes = new Map<string, Uint8Array>();
function bytesDaFonte(arquivo: string): Uint8Array {
  const bytes = fontes.get(arquivo) ?? readFileSync(resolver.resolve(`dejavu-fonts-ttf/ttf/${arquivo}`));
  fontes.set(arquivo, bytes);
  return bytes;
}

const A4 = { largura: 595.28, altura: 841.89 };
const MARGEM = 56;
const LARGURA_UTIL = A4.largura - 2 * MARGEM;
const COR_TEXTO = rgb(0.12, 0.12, 0.12);
const COR_TITULO = rgb(0.05, 0.3, 0.42);

/** Quebra um texto em linhas que cabem na largura (palavras longas demais são partidas). */
function quebrar(texto: string, fonte: PDFFont, tamanho: number, largura: number): string[] {
  const linhas: string[] = [];
  let atual = '';
  for (const palavra of texto.normalize('NFC').split(/\s+/).filter(Boolean)) {
    const tentativa = atual ? `${atual} ${palavra}` : palavra;
    if (fonte.widthOfTextAtSize(tentativa, tamanho) <= largura) {
      atual = tentativa;
      continue;
    }
    if (atual) linhas.push(atual);
    let resto = palavra;
    while (fonte.widthOfTextAtSize(resto, tamanho) > largura && resto.length > 1) {
      let n = resto.length - 1;
      while (n > 1 && fonte.widthOfTextAtSize(resto.slice(0, n), tamanho) > largura) n--;
      linhas.push(resto.slice(0, n));
      resto = resto.slice(n);
    }
    atual = resto;
  }
  if (atual) linhas.push(atual);
  return linhas.length ? linhas : [''];
}

/** Escreve de cima para baixo, abrindo página nova quando o que vem não cabe. */
class Escritor {
  pagina: PDFPage;
  y = A4.altura - MARGEM;

  constructor(
    private readonly doc: PDFDocument,
    readonly regular: PDFFont,
    readonly negrito: PDFFont,
  ) {
    this.pagina = doc.addPage([A4.largura, A4.altura]);
  }

  garantir(altura: number): void {
    if (this.y - altura >= MARGEM) return;
    this.pagina = this.doc.addPage([A4.largura, A4.altura]);
    this.y = A4.altura - MARGEM;
  }

  paragrafo(texto: string, o: { fonte?: PDFFont; tamanho?: number; recuo?: number; marcador?: string; cor?: ReturnType<typeof rgb>; centrado?: boolean } = {}): void {
    const fonte = o.fonte ?? this.regular;
    const tamanho = o.tamanho ?? 10;
    const recuo = o.recuo ?? 0;
    const entrelinha = tamanho * 1.35;
    const linhas = quebrar(texto, fonte, tamanho, LARGURA_UTIL - recuo);
    linhas.forEach((linha, i) => {
      this.garantir(entrelinha);
      this.y -= entrelinha;
      const x = o.centrado ? (A4.largura - fonte.widthOfTextAtSize(linha, tamanho)) / 2 : MARGEM + recuo;
      if (i === 0 && o.marcador) this.pagina.drawText(o.marcador, { x: MARGEM + recuo - 10, y: this.y, size: tamanho, font: fonte, color: COR_TEXTO });
      this.pagina.drawText(linha, { x, y: this.y, size: tamanho, font: fonte, color: o.cor ?? COR_TEXTO });
    });
  }

  espaco(pontos: number): void {
    this.y -= pontos;
  }

  /** "RÓTULO: valor", o rótulo em negrito e o valor quebrado ao lado. */
  campo(rotulo: string, valor: string): void {
    const tamanho = 10;
    const entrelinha = tamanho * 1.4;
    const larguraRotulo = this.negrito.widthOfTextAtSize(`${rotulo}: `, tamanho);
    const linhas = quebrar(valor, this.regular, tamanho, LARGURA_UTIL - larguraRotulo);
    linhas.forEach((linha, i) => {
      this.garantir(entrelinha);
      this.y -= entrelinha;
      if (i === 0) this.pagina.drawText(`${rotulo}: `, { x: MARGEM, y: this.y, size: tamanho, font: this.negrito, color: COR_TEXTO });
      this.pagina.drawText(linha, { x: MARGEM + larguraRotulo, y: this.y, size: tamanho, font: this.regular, color: COR_TEXTO });
    });
  }
}

async function desenharAssinatura(doc: PDFDocument, e: Escritor, d: DadosDoTermo): Promise<void> {
  const imagem = d.assinatura ? await doc.embedPng(d.assinatura).catch(() => null) : null;
  const altura = imagem ? Math.min(60, imagem.height * (180 / imagem.width)) : 0;
  e.garantir(altura + 70);
  e.espaco(12);
  if (imagem) {
    const largura = imagem.width * (altura / imagem.height);
    e.y -= altura;
    e.pagina.drawImage(imagem, { x: (A4.largura - largura) / 2, y: e.y, width: largura, height: altura });
  } else {
    e.espaco(30);
  }
  e.espaco(4);
  e.pagina.drawLine({ start: { x: A4.largura / 2 - 120, y: e.y }, end: { x: A4.largura / 2 + 120, y: e.y }, thickness: 0.6, color: COR_TEXTO });
  e.paragrafo(d.solicitante, { centrado: true, fonte: e.negrito });
  const quando = `${d.aceite.data} às ${d.aceite.hora}`;
  // "assinado" só quando a imagem da assinatura entrou no documento (uma cópia ilegível conta como sem assinatura)
  e.paragrafo(imagem ? `Assinado eletronicamente em ${quando}` : `Termo aceito eletronicamente em ${quando}`, { centrado: true, tamanho: 9 });
}

/** Gera o PDF do termo de uso de um pedido. */
export async function renderizarTermo(d: DadosDoTermo & { instituicao: string }): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  doc.registerFontkit(fontkit);
  const regular = await doc.embedFont(bytesDaFonte('DejaVuSans.ttf'), { subset: true });
  const negrito = await doc.embedFont(bytesDaFonte('DejaVuSans-Bold.ttf'), { subset: true });
  doc.setTitle(`${TERMO_SALAS.titulo} — ${d.sala}, ${d.data}`);
  doc.setAuthor(d.instituicao);
  const e = new Escritor(doc, regular, negrito);
  // o nome vem dos dados da instituição (decisão 019), como nos certificados e nos e-mails
  e.paragrafo(d.instituicao, { centrado: true, tamanho: 9, cor: COR_TITULO });
  e.espaco(6);
  e.paragrafo(TERMO_SALAS.titulo, { centrado: true, fonte: negrito, tamanho: 16, cor: COR_TITULO });
  e.espaco(10);
  for (const secao of TERMO_SALAS.secoes) {
    e.garantir(40);
    e.espaco(6);
    e.paragrafo(secao.titulo, { fonte: negrito, tamanho: 11, cor: COR_TITULO });
    for (const item of secao.itens) e.paragrafo(item, { recuo: 14, marcador: '•' });
  }
  e.espaco(14);
  e.garantir(110);
  e.campo('NOME DO EVENTO', d.finalidade);
  e.campo('DATA', d.data);
  e.campo('SALA', d.sala);
  e.campo('PERÍODO', d.periodo);
  e.campo('SOLICITANTE', d.solicitante);
  e.campo('APROVADO POR', d.aprovadoPor);
  e.espaco(10);
  e.paragrafo(ROTULO_ACEITE, { fonte: negrito });
  await desenharAssinatura(doc, e, d);
  return doc.save();
}
