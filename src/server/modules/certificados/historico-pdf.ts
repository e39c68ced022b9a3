/**
 * O PDF do histórico de formação: A4 retrato, as mesmas fontes, cores e QR dos certificados
 * (`certificados/pdf.ts`). Os cursos por ano (subtotal de cada ano), o total geral e, no pé de toda
 * página, o QR da validação pública, o código e "Página i de n". Mesmos dados, mesmos bytes.
 */
import { PDFDocument, type PDFPage, type PDFRef } from 'pdf-lib';
import { dataBr, dataPorExtenso, textoDaCarga } from '#shared/rules/certificado.ts';
import { dataEmSaoPaulo } from '#shared/rules/cronograma.ts';
import { totaisPorAno } from '#shared/rules/historico.ts';
import type { ItemDoHistoricoGravado } from '../../db/schema/index.ts';
import { embutirFontes, type Fontes } from './fontes.ts';
import { CORES, escrever, escreverCentrado } from './marcas.ts';
import { encurtar, linhaQueCabe } from './pdf.ts';
import { desenharImagem, embutirQr } from './imagens.ts';
import { salvarPdf } from './salvar-pdf.ts';

export interface DadosDoHistorico {
  instituicao: string;
  codigo: string;
  urlValidacao: string;
  nome: string;
  emitidoEm: Date;
  itens: ItemDoHistoricoGravado[];
}

const LARGURA = 595;
const ALTURA = 842;
const MARGEM = 42;
const CONTEUDO = LARGURA - 2 * MARGEM;
/** Colunas: curso (e turma), período, carga, número do certificado. */
const COLUNAS = { curso: MARGEM, periodo: MARGEM + 236, carga: MARGEM + 350, numero: MARGEM + 392 } as const;
const LARGURA_CURSO = COLUNAS.periodo - COLUNAS.curso - 8;
const LINHA = 26;
/** Abaixo disto fica o pé da página (QR e código). */
const PE = 118;

const periodo = (i: Pick<ItemDoHistoricoGravado, 'data_inicio' | 'data_fim'>) => {
  const a = i.data_inicio ?? i.data_fim;
  const b = i.data_fim ?? i.data_inicio;
  if (!a || !b) return '—';
  return a === b ? dataBr(a) : `${dataBr(a)} a ${dataBr(b)}`;
};

interface Pagina {
  page: PDFPage;
  y: number;
}

function cabecalho(page: PDFPage, f: Fontes, d: DadosDoHistorico, primeira: boolean): number {
  const centro = LARGURA / 2;
  page.drawRectangle({ x: 0, y: ALTURA - 8, width: LARGURA, height: 8, color: CORES.verde });
  escreverCentrado(page, 'PREFEITURA MUNICIPAL DE SANTOS', centro, ALTURA - 40, { fonte: f.sansNegrito, tamanho: 10.5, cor: CORES.verde, espacamento: 0.5 });
  escreverCentrado(page, 'SECRETARIA MUNICIPAL DE SAÚDE', centro, ALTURA - 54, { fonte: f.sansNegrito, tamanho: 8.5, cor: CORES.textoSuave, espacamento: 0.4 });
  const inst = linhaQueCabe(d.instituicao, f.serifaItalico, CONTEUDO, 10, 7);
  escreverCentrado(page, inst.texto, centro, ALTURA - 68, { fonte: f.serifaItalico, tamanho: inst.tamanho, cor: CORES.textoSuave });
  escreverCentrado(page, 'HISTÓRICO DE FORMAÇÃO', centro, ALTURA - 100, { fonte: f.serifaNegrito, tamanho: primeira ? 22 : 14, cor: CORES.verde, ...(primeira ? { espacamento: 1.5 } : {}) });
  let y = ALTURA - 124;
  if (primeira) {
    const nome = linhaQueCabe(d.nome, f.serifaNegrito, CONTEUDO, 15, 9);
    escreverCentrado(page, nome.texto, centro, y, { fonte: f.serifaNegrito, tamanho: nome.tamanho, cor: CORES.texto });
    y -= 16;
    escreverCentrado(page, `Cursos concluídos com certificado de participação, emitido em ${dataPorExtenso(dataEmSaoPaulo(d.emitidoEm))}.`, centro, y, {
      fonte: f.sans, tamanho: 8.5, cor: CORES.textoSuave,
    });
    y -= 26;
  } else {
    escreverCentrado(page, linhaQueCabe(d.nome, f.sans, CONTEUDO, 9, 7).texto, centro, y, { fonte: f.sans, tamanho: 9, cor: CORES.textoSuave });
    y -= 22;
  }
  // títulos das colunas
  const t = { fonte: f.sansNegrito, tamanho: 8, cor: CORES.textoSuave };
  escrever(page, 'CURSO / TURMA', COLUNAS.curso, y, t);
  escrever(page, 'PERÍODO', COLUNAS.periodo, y, t);
  escrever(page, 'CARGA', COLUNAS.carga, y, t);
  escrever(page, 'CERTIFICADO Nº', COLUNAS.numero, y, t);
  page.drawLine({ start: { x: MARGEM, y: y - 5 }, end: { x: LARGURA - MARGEM, y: y - 5 }, thickness: 0.8, color: CORES.ouro });
  return y - 20;
}

function pe(page: PDFPage, f: Fontes, d: DadosDoHistorico, qr: PDFRef, n: number, total: number): void {
  const lado = 78;
  page.drawLine({ start: { x: MARGEM, y: PE - 6 }, end: { x: LARGURA - MARGEM, y: PE - 6 }, thickness: 0.6, color: CORES.ouro });
  desenharImagem(page, qr, MARGEM, PE - 14 - lado, lado, lado, 'Qr');
  const x = MARGEM + lado + 14;
  escrever(page, 'Documento eletrônico validável: aponte a câmera para o QR Code ou acesse o endereço abaixo.', x, PE - 26, { fonte: f.sans, tamanho: 8, cor: CORES.texto });
  escrever(page, 'Código de validação:', x, PE - 44, { fonte: f.sans, tamanho: 9, cor: CORES.textoSuave });
  escrever(page, d.codigo, x + 96, PE - 44, { fonte: f.sansNegrito, tamanho: 10, cor: CORES.verde });
  const url = linhaQueCabe(d.urlValidacao, f.sans, LARGURA - MARGEM - x, 8, 5);
  escrever(page, url.texto, x, PE - 60, { fonte: f.sans, tamanho: url.tamanho, cor: CORES.textoSuave });
  escrever(page, `Página ${n} de ${total}`, x, PE - 86, { fonte: f.sans, tamanho: 8, cor: CORES.textoSuave });
  page.drawRectangle({ x: 0, y: 0, width: LARGURA, height: 8, color: CORES.verde });
}

/** Monta o histórico e devolve os bytes do PDF. */
export async function renderizarHistorico(entrada: DadosDoHistorico): Promise<Uint8Array> {
  const n = (s: string) => s.normalize('NFC');
  const d: DadosDoHistorico = {
    ...entrada, instituicao: n(entrada.instituicao), nome: n(entrada.nome),
    itens: entrada.itens.map((i) => ({ ...i, curso: n(i.curso), turma: i.turma === null ? null : n(i.turma) })),
  };
  const doc = await PDFDocument.create({ updateMetadata: false });
  doc.setTitle(`Histórico de formação ${d.codigo}`, { showInWindowTitleBar: true });
  doc.setAuthor(d.instituicao);
  doc.setSubject(`Histórico de formação de ${d.nome}`);
  doc.setCreator('Plataforma Escola da Saúde');
  doc.setProducer('Plataforma Escola da Saúde');
  doc.setLanguage('pt-BR');
  doc.setCreationDate(d.emitidoEm);
  doc.setModificationDate(d.emitidoEm);
  const f = embutirFontes(doc);
  const qr = embutirQr(doc, d.urlValidacao);

  const paginas: PDFPage[] = [];
  const nova = (): Pagina => {
    const page = doc.addPage([LARGURA, ALTURA]);
    paginas.push(page);
    return { page, y: cabecalho(page, f, d, paginas.length === 1) };
  };
  let p = nova();
  const garantir = (altura: number) => {
    if (p.y - altura < PE + 10) p = nova();
  };
  const texto = { fonte: f.sans, tamanho: 8.5, cor: CORES.texto };
  const totais = totaisPorAno(d.itens);

  if (d.itens.length === 0) {
    escrever(p.page, 'Nenhum curso concluído com certificado de participação até esta data.', MARGEM, p.y, texto);
    p.y -= LINHA;
  }
  // do ano mais antigo ao mais recente, os cursos em ordem de término
  for (const ano of [...totais.por_ano].reverse()) {
    garantir(22 + LINHA);
    p.page.drawRectangle({ x: MARGEM, y: p.y - 5, width: CONTEUDO, height: 17, color: CORES.papel, borderColor: CORES.ouroClaro, borderWidth: 0.5 });
    escrever(p.page, String(ano.ano), MARGEM + 6, p.y, { fonte: f.sansNegrito, tamanho: 10, cor: CORES.verde });
    const resumo = `${ano.cursos} ${ano.cursos === 1 ? 'curso' : 'cursos'} · ${textoDaCarga(ano.horas)}`;
    escrever(p.page, resumo, LARGURA - MARGEM - 6 - f.sansNegrito.widthOfTextAtSize(resumo, 9), p.y, { fonte: f.sansNegrito, tamanho: 9, cor: CORES.verde });
    p.y -= 22;
    for (const i of d.itens.filter((x) => x.ano === ano.ano)) {
      garantir(LINHA);
      escrever(p.page, encurtar(i.curso.replace(/\s+/g, ' '), f.sansNegrito, 8.5, LARGURA_CURSO), COLUNAS.curso, p.y, { fonte: f.sansNegrito, tamanho: 8.5, cor: CORES.texto });
      if (i.turma) escrever(p.page, encurtar(i.turma.replace(/\s+/g, ' '), f.sans, 7.5, LARGURA_CURSO), COLUNAS.curso, p.y - 10, { fonte: f.sans, tamanho: 7.5, cor: CORES.textoSuave });
      escrever(p.page, periodo(i), COLUNAS.periodo, p.y, texto);
      escrever(p.page, `${i.carga_horaria} h`, COLUNAS.carga, p.y, texto);
      escrever(p.page, i.numero, COLUNAS.numero, p.y, { ...texto, tamanho: 8 });
      p.page.drawLine({ start: { x: MARGEM, y: p.y - 15 }, end: { x: LARGURA - MARGEM, y: p.y - 15 }, thickness: 0.3, color: CORES.ouroClaro });
      p.y -= LINHA;
    }
    p.y -= 4;
  }
  garantir(30);
  const geral = `Total geral: ${totais.cursos} ${totais.cursos === 1 ? 'curso' : 'cursos'} · ${textoDaCarga(totais.horas)}`;
  p.page.drawLine({ start: { x: MARGEM, y: p.y + 10 }, end: { x: LARGURA - MARGEM, y: p.y + 10 }, thickness: 0.8, color: CORES.ouro });
  escrever(p.page, geral, MARGEM, p.y - 6, { fonte: f.sansNegrito, tamanho: 11, cor: CORES.verde });

  paginas.forEach((page, i) => pe(page, f, d, qr, i + 1, paginas.length));
  return salvarPdf(doc, f);
}
