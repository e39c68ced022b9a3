import { PDFDocument } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import { AGORA_PADRAO, participanteDeTeste, presencasDeTeste, registroDeTeste } from '../../../testing/fixtures-gestao.ts';
import { criarLimpeza, gerarPdfPresencas } from './exportar-pdf.ts';

describe('Lista de presença em PDF (pdf-lib de verdade)', () => {
  it('gera um A4 paisagem que abre de novo, com título nos metadados', async () => {
    const bytes = await gerarPdfPresencas(presencasDeTeste(), AGORA_PADRAO);
    const doc = await PDFDocument.load(bytes);
    expect(doc.getPageCount()).toBe(1);
    const { width, height } = doc.getPage(0).getSize();
    expect(width).toBeCloseTo(841.89, 1);
    expect(height).toBeCloseTo(595.28, 1);
    expect(width).toBeGreaterThan(height);
    expect(doc.getTitle()).toBe('Lista de presença — Turma A');
  });

  it('quebra em várias páginas (todas em paisagem) e aguenta caracteres fora do WinAnsi', async () => {
    const base = presencasDeTeste();
    const participantes = Array.from({ length: 45 }, (_, i) =>
      participanteDeTeste(
        i + 1,
        i === 0 ? 'Łukasz Ñandú 😀 “Zoë” — 中文 com um nome bem comprido que não cabe na coluna de nome da tabela' : `Pessoa ${i + 1}`,
        '***.456.789-**',
        i % 3 === 0 ? [registroDeTeste('2030-03-05', true, { metodo: 'qr-ao-vivo' })] : [],
        base.encontros,
        AGORA_PADRAO,
      ),
    );
    const dados = presencasDeTeste({ participantes });
    dados.turma.nome = 'Turma ✓ 2030';
    const doc = await PDFDocument.load(await gerarPdfPresencas(dados, AGORA_PADRAO));
    // 3 encontros × 45 linhas de 22 pt não cabem em menos de 6 páginas
    expect(doc.getPageCount()).toBeGreaterThanOrEqual(6);
    for (const pagina of doc.getPages()) expect(pagina.getWidth()).toBeGreaterThan(pagina.getHeight());
    expect(doc.getTitle()).toBe('Lista de presença — Turma ? 2030');
  });

  it('sem inscritos e sem datas ainda gera a página com o cabeçalho', async () => {
    const doc = await PDFDocument.load(await gerarPdfPresencas(presencasDeTeste({ datas: [], participantes: [] }), AGORA_PADRAO));
    expect(doc.getPageCount()).toBe(1);
  });

  it('a limpeza troca o que a Helvetica não escreve: acento some quando preciso, o resto vira "?"', () => {
    const aceitos = new Set([...'Lukasz Zoe ação?'].map((c) => c.codePointAt(0)!));
    const limpar = criarLimpeza(aceitos);
    expect(limpar('Łukasz Zoë ação\n😀')).toBe('?ukasz Zoe ação ?');
  });
});
