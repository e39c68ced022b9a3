import { describe, expect, it, vi } from 'vitest';
import { PDFName, PDFNumber } from 'pdf-lib';
import { mm, PAGINA } from './layout-pdf.ts';
import { ErroQr, gerarPdfQr, gerarPngQr, INSTRUCAO_PDF, lerComNovaTentativa, lerPngDoDataUrl, limitarDpr } from './gerar-pdf-qr.ts';
import { lerPdf, lerQrDaImagem } from './ler-pdf.ts';

const URL_QR = 'http://localhost:3000/presenca?turma=42';
const DADOS = { titulo: 'Oficina de Atenção à Saúde da Família', instrutores: 'Igor Instrutor Lima, Beatriz Nóbrega', turma: 'Turma Manhã', url: URL_QR };

describe('PDF do QR de presença (pdf-lib e qrcode de verdade)', () => {
  it('A4 deitado com uma imagem: o QR que leva a /presenca?turma=ID', async () => {
    const { pagina, imagens } = await lerPdf(await gerarPdfQr(DADOS));
    const { width, height } = pagina.getSize();
    expect(width).toBeCloseTo(PAGINA.largura, 1);
    expect(height).toBeCloseTo(PAGINA.altura, 1);
    expect(width).toBeGreaterThan(height);
    expect(imagens).toHaveLength(1);
    expect(imagens[0]!.dict.get(PDFName.of('Filter'))).toBe(PDFName.of('FlateDecode'));
    expect(await lerQrDaImagem(imagens[0]!)).toBe(URL_QR);
  });

  it('o QR ocupa 110 mm de largura a 48 mm do topo, centrado', async () => {
    const { conteudo } = await lerPdf(await gerarPdfQr(DADOS));
    // pdf-lib: translação, rotação, escala e inclinação em `cm` separados, antes do `Do`
    const bloco = /q\s+((?:[-\d.]+ [-\d.]+ [-\d.]+ [-\d.]+ [-\d.]+ [-\d.]+ cm\s+)+)\/\S+ Do/.exec(conteudo);
    expect(bloco).not.toBeNull();
    const matrizes = bloco![1]!.trim().split(/\s*cm\s*/).filter(Boolean).map((m) => m.split(' ').map(Number));
    const [x, y] = [matrizes[0]![4]!, matrizes[0]![5]!];
    const [w, h] = [matrizes[2]![0]!, matrizes[2]![3]!];
    expect(w).toBeCloseTo(mm(110), 1);
    expect(h).toBeCloseTo(mm(110), 1);
    expect(y + h).toBeCloseTo(PAGINA.altura - mm(48), 1);
    expect(x + w / 2).toBeCloseTo(PAGINA.largura / 2, 1);
  });

  it('escreve o título, "Instrutor: …", a instrução, a URL e a turma, com os acentos', async () => {
    const { textos } = await lerPdf(await gerarPdfQr(DADOS));
    expect(textos).toEqual(
      expect.arrayContaining([DADOS.titulo, 'Instrutor: Igor Instrutor Lima, Beatriz Nóbrega', INSTRUCAO_PDF, URL_QR, 'Turma: Turma Manhã']),
    );
  });

  it('título com caracteres fora do WinAnsi, longo, e turma sem instrutor não quebram a geração', async () => {
    const titulo = `Congresso 🎉 de Saúde Coletiva — Łódź 中文 ${'muito longo '.repeat(20)}`.slice(0, 170);
    const { textos, imagens } = await lerPdf(await gerarPdfQr({ ...DADOS, titulo, instrutores: '' }));
    expect(textos).toContain('Instrutor: a definir');
    expect(textos.join(' ')).toContain('Congresso de Saúde Coletiva — ?ódz ??');
    expect(imagens).toHaveLength(1);
  });

  it('a imagem do QR tem 300 px vezes a densidade da tela, limitada a 1..3', async () => {
    expect([limitarDpr(undefined), limitarDpr(0.5), limitarDpr(2), limitarDpr(5)]).toEqual([1, 1, 2, 3]);
    const { imagens } = await lerPdf(await gerarPdfQr({ ...DADOS, dpr: 2 }));
    expect(imagens[0]!.dict.lookup(PDFName.of('Width'), PDFNumber).asNumber()).toBe(600);
  });
});

describe('falhas de cada etapa (SPEC §8)', () => {
  it('QR impossível (texto grande demais): "Erro ao gerar QR Code."', async () => {
    await expect(gerarPngQr(`https://x.test/${'a'.repeat(5000)}`)).rejects.toThrow(new ErroQr('Erro ao gerar QR Code.'));
  });

  it('imagem ilegível: tenta de novo uma vez depois de 50 ms', async () => {
    const ler = vi.fn().mockImplementationOnce(() => {
      throw new Error('ainda não');
    });
    ler.mockReturnValueOnce('ok');
    vi.useFakeTimers();
    try {
      const leitura = lerComNovaTentativa(ler);
      await vi.advanceTimersByTimeAsync(49);
      expect(ler).toHaveBeenCalledTimes(1); // ainda esperando
      await vi.advanceTimersByTimeAsync(1);
      await expect(leitura).resolves.toBe('ok');
      expect(ler).toHaveBeenCalledTimes(2);
    } finally {
      vi.useRealTimers();
    }
  });

  it('falhou duas vezes: desiste (sem terceira tentativa)', async () => {
    const ler = vi.fn(() => {
      throw new Error('ilegível');
    });
    await expect(lerComNovaTentativa(ler, 1)).rejects.toThrow('ilegível');
    expect(ler).toHaveBeenCalledTimes(2);
  });

  it('só aceita PNG de verdade no data URL', () => {
    expect(() => lerPngDoDataUrl('data:image/png;base64,AAAA')).toThrow();
    expect(() => lerPngDoDataUrl('data:image/jpeg;base64,AAAA')).toThrow();
  });
});
