import { describe, expect, it, vi } from 'vitest';
import { evento, turma } from '../dados-de-teste.ts';
import type { TurmaQr } from '../regras.ts';
import { ErroQr } from './gerar-pdf-qr.ts';
import { baixarPdfDaTurma, mensagemDaFalha } from './pdf-da-turma.ts';

describe('PDF de uma turma: validação antes de gerar (SPEC §5)', () => {
  const ev = evento({ id: 1, titulo: 'Oficina' });

  it('sem turma: "Turma não encontrada." e nada é baixado', async () => {
    const criar = vi.spyOn(URL, 'createObjectURL');
    await expect(baixarPdfDaTurma(ev, null)).rejects.toThrow(new ErroQr('Turma não encontrada.'));
    await expect(baixarPdfDaTurma(ev, { ...turma({ id: 1 }), id: undefined } as unknown as TurmaQr)).rejects.toThrow('Turma não encontrada.');
    expect(criar).not.toHaveBeenCalled();
    criar.mockRestore();
  });

  it('id com algo além de dígitos: "ID da turma inválido."', async () => {
    await expect(baixarPdfDaTurma(ev, { ...turma({ id: 1 }), id: '7; DROP' } as unknown as TurmaQr)).rejects.toThrow(new ErroQr('ID da turma inválido.'));
  });

  it('qualquer outra falha vira "❌ Erro ao gerar PDF do QR Code."', () => {
    expect(mensagemDaFalha(new Error('x'))).toBe('❌ Erro ao gerar PDF do QR Code.');
    expect(mensagemDaFalha(new ErroQr('Erro ao gerar QR Code.'))).toBe('Erro ao gerar QR Code.');
  });
});
