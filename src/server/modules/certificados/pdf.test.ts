import { createHash } from 'node:crypto';
import { crc32, deflateSync } from 'node:zlib';
import { concatTransformationMatrix, drawObject, PDFDict, PDFDocument, PDFName, PDFRawStream, popGraphicsState, pushGraphicsState } from 'pdf-lib';
import QRCode from 'qrcode';
import { describe, expect, it, vi } from 'vitest';
import { fraseDoCertificado } from '#shared/rules/certificado.ts';
import { qrDoPdf, textoDoPdf, trechosDoPdf } from '../../testing/pdf.ts';
import { type AssinanteDoPdf, type DadosDoPdf, renderizarCertificado } from './pdf.ts';

const URL_VALIDACAO = 'https://escoladasaude.santos.sp.gov.br/validar-certificado?codigo=7KQ2-M9XD-4RTA';

function dados(mudancas: Partial<DadosDoPdf> = {}): DadosDoPdf {
  return {
    instituicao: 'Escola da Saúde',
    numero: 'EMSP-SMS-2026-000123',
    codigo: '7KQ2-M9XD-4RTA',
    urlValidacao: URL_VALIDACAO,
    origem: 'evento',
    tipo: 'participante',
    nome: 'Maria da Conceição Araújo',
    identificador: '***.456.789-**',
    curso: 'Atualização em Saúde da Família: Atenção Básica e Vigilância',
    turma: 'Turma 1',
    dataInicio: '2026-05-04',
    dataFim: '2026-05-08',
    cargaHoraria: 20,
    // 23h30 de 12/05 em São Paulo: em UTC já é dia 13
    emitidoEm: new Date('2026-05-13T02:30:00Z'),
    assinantes: [{ nome: 'Ana Beatriz Nogueira', funcao: 'Secretária Municipal de Saúde', imagem: null }],
    ...mudancas,
  };
}

/** Um PNG RGBA feito à mão (fundo transparente e um traço azul na diagonal): parece assinatura, não é QR. */
function pngDeAssinatura(largura: number, altura: number): Uint8Array {
  const passo = largura * 4 + 1;
  const linhas = Buffer.alloc(passo * altura);
  for (let y = 0; y < altura; y++) {
    for (let x = 0; x < largura; x++) {
      if (Math.abs(y - (x * altura) / largura) > 3) continue;
      linhas.set([26, 43, 109, 255], y * passo + 1 + x * 4);
    }
  }
  const pedaco = (tipo: string, conteudo: Buffer) => {
    const corpo = Buffer.concat([Buffer.from(tipo, 'ascii'), conteudo]);
    const tamanho = Buffer.alloc(4);
    tamanho.writeUInt32BE(conteudo.length);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(corpo));
    return Buffer.concat([tamanho, corpo, crc]);
  };
  const cabecalho = Buffer.alloc(13);
  cabecalho.writeUInt32BE(largura, 0);
  cabecalho.writeUInt32BE(altura, 4);
  cabecalho.set([8, 6, 0, 0, 0], 8); // 8 bits, RGBA, sem entrelaçamento
  const assinaturaPng = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  return Buffer.concat([assinaturaPng, pedaco('IHDR', cabecalho), pedaco('IDAT', deflateSync(linhas)), pedaco('IEND', Buffer.alloc(0))]);
}

/** Quantas imagens a página usa (a assinatura embutida aparece aqui; a que não abriu, não). */
async function imagensDaPagina(bytes: Uint8Array): Promise<number> {
  const doc = await PDFDocument.load(bytes);
  const xobjetos = doc.getPage(0).node.Resources()?.lookupMaybe(PDFName.of('XObject'), PDFDict);
  return (xobjetos?.entries() ?? []).filter(([, ref]) => {
    const objeto = doc.context.lookup(ref);
    return objeto instanceof PDFRawStream && objeto.dict.get(PDFName.of('Subtype')) === PDFName.of('Image');
  }).length;
}

const sha256 = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');

describe('renderizarCertificado', () => {
  it('gera um PDF de uma página A4 paisagem, com os metadados da emissão', async () => {
    const d = dados();
    const bytes = await renderizarCertificado(d);
    expect(Buffer.from(bytes.subarray(0, 5)).toString('latin1')).toBe('%PDF-');
    const doc = await PDFDocument.load(bytes, { updateMetadata: false });
    expect(doc.getPageCount()).toBe(1);
    expect(doc.getPage(0).getSize()).toEqual({ width: 842, height: 595 });
    expect(doc.getTitle()).toContain('EMSP-SMS-2026-000123');
    expect(doc.getAuthor()).toBe('Escola da Saúde');
    expect(doc.getSubject()).toBe(d.curso);
    expect(doc.getCreator()).toBe('Plataforma Escola da Saúde');
    expect(doc.getProducer()).toBe('Plataforma Escola da Saúde');
    expect(doc.getCreationDate()?.toISOString()).toBe(d.emitidoEm.toISOString());
    expect(doc.getModificationDate()?.toISOString()).toBe(d.emitidoEm.toISOString());
  });

  it('escreve nome, curso, frase, número, código e a data por extenso (em São Paulo), com acentos', async () => {
    const d = dados();
    const texto = await textoDoPdf(await renderizarCertificado(d));
    expect(texto).toContain('Maria da Conceição Araújo');
    expect(texto).toContain('Atualização em Saúde da Família: Atenção Básica e Vigilância');
    expect(texto).toContain(fraseDoCertificado(d));
    expect(texto).toContain('Participou do evento "Atualização em Saúde da Família: Atenção Básica e Vigilância" - "Turma 1"');
    expect(texto).toContain('Certificado nº: EMSP-SMS-2026-000123');
    expect(texto).toContain('Código de validação: 7KQ2-M9XD-4RTA');
    expect(texto).toContain(URL_VALIDACAO);
    expect(texto).toContain('Santos, 12 de maio de 2026.');
    expect(texto).toContain('Identificador: ***.456.789-**');
    expect(texto).toContain('PREFEITURA MUNICIPAL DE SANTOS');
    expect(texto).toContain('SECRETARIA MUNICIPAL DE SAÚDE');
    expect(texto).toContain('Documento eletrônico validável — Escola da Saúde');
    expect(texto).toContain('PARTICIPANTE');
    expect(texto).toContain('Valide pelo QR Code');
  });

  it('o nome da instituição configurado vai no cabeçalho, na faixa do rodapé e no autor do PDF', async () => {
    const instituicao = 'Escola Municipal de Saúde Pública de Santos';
    const bytes = await renderizarCertificado(dados({ instituicao }));
    const texto = await textoDoPdf(bytes);
    expect(texto).toContain(`Documento eletrônico validável — ${instituicao}`);
    expect(texto.split(instituicao).length - 1).toBe(2);
    expect((await PDFDocument.load(bytes, { updateMetadata: false })).getAuthor()).toBe(instituicao);
    expect(texto).not.toContain('Escola da Saúde —');
  });

  it('nome com acentos decompostos (NFD) sai com as letras acentuadas prontas', async () => {
    const texto = await textoDoPdf(await renderizarCertificado(dados({ nome: 'João Conceição'.normalize('NFD') })));
    expect(texto).toContain('João Conceição');
  });

  it('sem identificador, não há a linha; registro funcional aparece como informado', async () => {
    expect(await textoDoPdf(await renderizarCertificado(dados({ identificador: null })))).not.toContain('Identificador');
    const texto = await textoDoPdf(await renderizarCertificado(dados({ identificador: 'registro funcional informado' })));
    expect(texto).toContain('Identificador: registro funcional informado');
  });

  it('o QR leva exatamente ao endereço de validação', async () => {
    const url = 'https://exemplo.santos.sp.gov.br/validar-certificado?codigo=ABCD-EFGH-JKMN';
    expect(await qrDoPdf(await renderizarCertificado(dados({ urlValidacao: url })))).toBe(url);
  });

  it('é determinístico: mesmos dados, mesmos bytes (também num módulo recém-carregado); nome diferente, bytes diferentes', async () => {
    const primeiro = await renderizarCertificado(dados());
    const segundo = await renderizarCertificado(dados());
    expect(sha256(segundo)).toBe(sha256(primeiro));
    vi.resetModules();
    const novo = await import('./pdf.ts');
    expect(sha256(await novo.renderizarCertificado(dados()))).toBe(sha256(primeiro));
    expect(sha256(await renderizarCertificado(dados({ nome: 'Maria da Conceição Araujo' })))).not.toBe(sha256(primeiro));
  });

  it('um PDF não estraga o texto do seguinte (glifos compostos, como o "u" dentro do "ú", no mesmo processo)', async () => {
    vi.resetModules();
    const novo = await import('./pdf.ts');
    await novo.renderizarCertificado(dados({ nome: 'Úrsula Araújo Ünal' }));
    const texto = await textoDoPdf(await novo.renderizarCertificado(dados({ nome: 'Urbano Figueiredo' })));
    expect(texto).toContain('Urbano Figueiredo');
  });

  it.each([0, 1, 2, 3])('desenha %i assinatura(s), com nome e função', async (n) => {
    const todos: AssinanteDoPdf[] = [
      { nome: 'Ana Beatriz Nogueira', funcao: 'Secretária Municipal de Saúde', imagem: null },
      { nome: 'José Antônio Ribeiro', funcao: 'Diretor da Escola da Saúde', imagem: null },
      { nome: 'Luíza Helena Prado', funcao: null, imagem: null },
    ];
    const assinantes = todos.slice(0, n);
    const texto = await textoDoPdf(await renderizarCertificado(dados({ assinantes })));
    for (const a of assinantes) {
      expect(texto).toContain(a.nome);
      if (a.funcao) expect(texto).toContain(a.funcao);
    }
    for (const a of todos.slice(n)) expect(texto).not.toContain(a.nome);
  });

  it('embute a imagem da assinatura; imagem corrompida não derruba o certificado', async () => {
    const com = dados({ assinantes: [{ nome: 'Ana Beatriz Nogueira', funcao: 'Secretária', imagem: pngDeAssinatura(240, 80) }] });
    const bytesCom = await renderizarCertificado(com);
    expect(await imagensDaPagina(bytesCom)).toBe(2); // a assinatura e o QR
    expect(await qrDoPdf(bytesCom)).toBe(URL_VALIDACAO);
    // a imagem preparada é reaproveitada entre PDFs: da segunda vez, e num módulo sem nada guardado, sai igual
    expect(sha256(await renderizarCertificado(com))).toBe(sha256(bytesCom));
    vi.resetModules();
    const novo = await import('./pdf.ts');
    expect(sha256(await novo.renderizarCertificado(com))).toBe(sha256(bytesCom));

    const corrompida = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1, 2, 3, 4]);
    const quebrada = dados({ assinantes: [{ nome: 'Ana Beatriz Nogueira', funcao: 'Secretária', imagem: corrompida }] });
    const bytesSem = await renderizarCertificado(quebrada);
    expect(await imagensDaPagina(bytesSem)).toBe(1);
    expect(await textoDoPdf(bytesSem)).toContain('Ana Beatriz Nogueira');
    expect(await imagensDaPagina(await renderizarCertificado(quebrada))).toBe(1);
  });

  it('nome de 150 e curso de 200 caracteres cabem: o texto está inteiro e dentro da moldura', async () => {
    const nome = 'Maria da Conceição Araújo dos Santos Figueiredo '.repeat(4).slice(0, 150).trim();
    const curso = 'Curso de Especialização em Vigilância em Saúde, Epidemiologia e Atenção Integral '.repeat(3).slice(0, 200).trim();
    const turma = 'Turma especial de sábado — polo Zona Noroeste';
    const d = dados({ nome, curso, turma, assinantes: [] });
    const bytes = await renderizarCertificado(d);
    const texto = await textoDoPdf(bytes);
    expect(texto).toContain(nome);
    expect(texto).toContain(fraseDoCertificado(d));
    for (const t of await trechosDoPdf(bytes)) {
      expect(t.x, t.texto).toBeGreaterThanOrEqual(24);
      expect(t.x + t.largura, t.texto).toBeLessThanOrEqual(842 - 24);
      expect(t.y, t.texto).toBeGreaterThanOrEqual(24);
      expect(t.y + t.altura, t.texto).toBeLessThanOrEqual(595 - 24);
    }
  });

  it('mostra a modalidade: avulso, instrutor(a) e palestrante, com a frase de cada papel', async () => {
    expect(await textoDoPdf(await renderizarCertificado(dados({ origem: 'avulso' })))).toContain('CERTIFICADO AVULSO');
    const instrutor = dados({ tipo: 'instrutor' });
    const textoInstrutor = await textoDoPdf(await renderizarCertificado(instrutor));
    expect(textoInstrutor).toContain('INSTRUTOR(A)');
    expect(textoInstrutor).toContain(`Participou como instrutor(a) do evento "${instrutor.curso}"`);
    const palestrante = dados({ tipo: 'palestrante', turma: null, dataFim: null, cargaHoraria: null });
    const textoPalestrante = await textoDoPdf(await renderizarCertificado(palestrante));
    expect(textoPalestrante).toContain('PALESTRANTE');
    expect(textoPalestrante).toContain(fraseDoCertificado(palestrante));
  });
});

/** PNG "filtrado" como o preditor do PDF espera: filtros 0 a 4 alternando por linha, 1 byte por pixel. */
function filtrarComoPng(pixels: Uint8Array, lado: number): Uint8Array {
  const saida = new Uint8Array((lado + 1) * lado);
  const px = (x: number, y: number) => (x < 0 || y < 0 ? 0 : pixels[y * lado + x]!);
  for (let y = 0; y < lado; y++) {
    const filtro = y % 5;
    saida[y * (lado + 1)] = filtro;
    for (let x = 0; x < lado; x++) {
      const [a, b, c] = [px(x - 1, y), px(x, y - 1), px(x - 1, y - 1)];
      const p = a + b - c;
      const paeth = Math.abs(p - a) <= Math.abs(p - b) && Math.abs(p - a) <= Math.abs(p - c) ? a : Math.abs(p - b) <= Math.abs(p - c) ? b : c;
      const previsto = [0, a, b, Math.floor((a + b) / 2), paeth][filtro]!;
      saida[y * (lado + 1) + 1 + x] = (px(x, y) - previsto) & 255;
    }
  }
  return saida;
}

describe('qrDoPdf (o auxiliar de teste)', () => {
  it('lê um QR guardado em tons de cinza com preditor PNG (/Predictor 15)', async () => {
    const texto = 'https://exemplo.santos.sp.gov.br/validar-certificado?codigo=PRED-1T0R-0015';
    const { modules } = QRCode.create(texto, { errorCorrectionLevel: 'M' });
    const escala = 4;
    const lado = (modules.size + 8) * escala;
    const pixels = new Uint8Array(lado * lado).fill(255);
    for (let y = 0; y < lado; y++) {
      for (let x = 0; x < lado; x++) {
        const [linha, coluna] = [Math.floor(y / escala) - 4, Math.floor(x / escala) - 4];
        if (linha >= 0 && coluna >= 0 && linha < modules.size && coluna < modules.size && modules.get(linha, coluna)) pixels[y * lado + x] = 0;
      }
    }
    const doc = await PDFDocument.create();
    const page = doc.addPage([200, 200]);
    const imagem = doc.context.flateStream(filtrarComoPng(pixels, lado), {
      Type: 'XObject',
      Subtype: 'Image',
      Width: lado,
      Height: lado,
      ColorSpace: 'DeviceGray',
      BitsPerComponent: 8,
      DecodeParms: { Predictor: 15, Colors: 1, BitsPerComponent: 8, Columns: lado },
    });
    const nome = page.node.newXObject('Qr', doc.context.register(imagem));
    page.pushOperators(pushGraphicsState(), concatTransformationMatrix(150, 0, 0, 150, 25, 25), drawObject(nome), popGraphicsState());
    expect(await qrDoPdf(await doc.save())).toBe(texto);
  });

  it('sem QR na página, devolve nulo', async () => {
    const doc = await PDFDocument.create();
    const page = doc.addPage([200, 200]);
    const imagem = await doc.embedPng(pngDeAssinatura(120, 40));
    page.drawImage(imagem, { x: 10, y: 10, width: 120, height: 40 });
    expect(await qrDoPdf(await doc.save())).toBeNull();
  });
});
