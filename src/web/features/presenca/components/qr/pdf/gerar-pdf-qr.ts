/**
 * O PDF do QR de presença de uma turma, feito no navegador (SPEC §2.9, §9; DESIGN §2): pdf-lib e qrcode
 * descem só quando alguém pede o PDF (import dinâmico: orçamento de JavaScript, DESIGN §6).
 */
import { MENSAGENS_QR } from '../regras.ts';
import { ajustarTitulo, cortarParaCaber, LARGURA_TEXTO, LAYOUT_PDF, mm, PAGINA, quebrarLinhas, xCentrado, yDoTopo, type Medir } from './layout-pdf.ts';
import { paraFontePadrao } from './texto-pdf.ts';

/** Falha com o texto do toast (SPEC §8) de cada etapa: QR, imagem do QR ou PDF. */
export class ErroQr extends Error {
  override name = 'ErroQr';
}

export const INSTRUCAO_PDF = 'Faça login na plataforma e, em seguida, escaneie este QR Code para confirmar sua presença.';
/** QR do PDF: correção M, 300 px (vezes a densidade da tela, 1 a 3), com zona de silêncio (SPEC §3, §9). */
export const QR_PDF = { nivel: 'M', ladoPx: 300, zonaSilencio: 4 } as const;
/** Pausa antes da segunda (e última) leitura da imagem do QR (SPEC §8). */
export const ESPERA_NOVA_LEITURA_MS = 50;

export interface DadosPdfQr {
  titulo: string;
  /** Nomes dos instrutores, já juntados ("" quando a turma não tem). */
  instrutores: string;
  turma: string;
  url: string;
  /** Densidade de pixels da tela (limitada a 1..3). */
  dpr?: number;
}

export const limitarDpr = (dpr: number | undefined) => Math.min(3, Math.max(1, Number.isFinite(dpr) && dpr ? dpr : 1));

const ASSINATURA_PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

/** Bytes de um data URL PNG em base64; lança se não for um PNG. */
export function lerPngDoDataUrl(dataUrl: string): Uint8Array {
  const m = /^data:image\/png;base64,(.+)$/s.exec(dataUrl);
  if (!m) throw new Error('não é um PNG em data URL');
  const binario = atob(m[1]!);
  const bytes = Uint8Array.from(binario, (c) => c.charCodeAt(0));
  if (!ASSINATURA_PNG.every((b, i) => bytes[i] === b)) throw new Error('assinatura PNG ausente');
  return bytes;
}

/** Tenta `ler`; se falhar na primeira vez, espera 50 ms e tenta uma última vez. */
export async function lerComNovaTentativa<T>(ler: () => T | Promise<T>, esperaMs = ESPERA_NOVA_LEITURA_MS): Promise<T> {
  try {
    return await ler();
  } catch {
    await new Promise((r) => setTimeout(r, esperaMs));
    return ler();
  }
}

/** PNG do QR (biblioteca qrcode: canvas no navegador, pngjs no Node dos testes). */
export async function gerarPngQr(url: string, dpr?: number): Promise<Uint8Array> {
  let dataUrl: string;
  try {
    const { default: QRCode } = await import('qrcode');
    dataUrl = await QRCode.toDataURL(url, {
      errorCorrectionLevel: QR_PDF.nivel,
      margin: QR_PDF.zonaSilencio,
      width: Math.round(QR_PDF.ladoPx * limitarDpr(dpr)),
      color: { dark: '#000000ff', light: '#ffffffff' },
    });
  } catch {
    throw new ErroQr(MENSAGENS_QR.qr);
  }
  try {
    return await lerComNovaTentativa(() => lerPngDoDataUrl(dataUrl));
  } catch {
    throw new ErroQr(MENSAGENS_QR.imagem);
  }
}

/** Monta o PDF e devolve os bytes. Lança `ErroQr` com o texto do toast da etapa que falhou. */
export async function gerarPdfQr(dados: DadosPdfQr): Promise<Uint8Array> {
  const png = await gerarPngQr(dados.url, dados.dpr);
  try {
    return await montarPdf(dados, png);
  } catch (err) {
    throw err instanceof ErroQr ? err : new ErroQr(MENSAGENS_QR.pdf);
  }
}

async function montarPdf(dados: DadosPdfQr, png: Uint8Array): Promise<Uint8Array> {
  const { PDFDocument, StandardFonts, rgb } = await import('pdf-lib');
  const doc = await PDFDocument.create();
  doc.setTitle(`QR Code de Presença — ${dados.turma}`);
  doc.setSubject(dados.titulo);
  doc.setCreator('Escola da Saúde');
  doc.setLanguage('pt-BR');
  const pagina = doc.addPage([PAGINA.largura, PAGINA.altura]);
  const negrito = await doc.embedFont(StandardFonts.HelveticaBold);
  const normal = await doc.embedFont(StandardFonts.Helvetica);
  const limpar = (texto: string) => paraFontePadrao(texto, new Set(normal.getCharacterSet()));
  const medirNegrito: Medir = (t, tam) => negrito.widthOfTextAtSize(t, tam);
  const medirNormal: Medir = (t, tam) => normal.widthOfTextAtSize(t, tam);
  const escrever = (texto: string, baseMm: number, tamanho: number, fonte: typeof normal, cor = rgb(0.1, 0.1, 0.1)) =>
    pagina.drawText(texto, { x: xCentrado(fonte.widthOfTextAtSize(texto, tamanho)), y: yDoTopo(baseMm), size: tamanho, font: fonte, color: cor });

  const titulo = ajustarTitulo(limpar(dados.titulo) || 'Evento', medirNegrito);
  titulo.linhas.forEach((linha, i) => escrever(linha, titulo.basesMm[i]!, titulo.tamanho, negrito, rgb(0, 0, 0)));
  const L = LAYOUT_PDF;
  const instrutor = `Instrutor: ${limpar(dados.instrutores) || 'a definir'}`;
  escrever(cortarParaCaber(instrutor, LARGURA_TEXTO, L.tamanhoInstrutor, medirNormal), L.instrutorBaseMm, L.tamanhoInstrutor, normal);

  const imagem = await doc.embedPng(png);
  const lado = mm(L.larguraQrMm);
  pagina.drawImage(imagem, { x: xCentrado(lado), y: yDoTopo(L.topoQrMm) - lado, width: lado, height: lado });

  const instrucao = quebrarLinhas(limpar(INSTRUCAO_PDF), LARGURA_TEXTO, L.tamanhoInstrucao, medirNormal);
  instrucao.slice(0, 2).forEach((linha, i) => escrever(linha, L.instrucaoBaseMm + i * 6, L.tamanhoInstrucao, normal));
  escrever(cortarParaCaber(limpar(dados.url), LARGURA_TEXTO, L.tamanhoUrl, medirNormal), L.urlBaseMm + (instrucao.length > 1 ? 6 : 0), L.tamanhoUrl, normal, rgb(0.1, 0.25, 0.6));
  escrever(cortarParaCaber(`Turma: ${limpar(dados.turma)}`, LARGURA_TEXTO, L.tamanhoTurma, medirNormal), L.turmaBaseMm + (instrucao.length > 1 ? 6 : 0), L.tamanhoTurma, normal, rgb(0.35, 0.35, 0.35));
  return doc.save();
}
