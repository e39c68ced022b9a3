import { describe, expect, it } from 'vitest';
import { codigoAoVivo, destinoDoCodigo, idDeTurma, lerParametros } from './parametros.ts';

describe('lerParametros', () => {
  it('lê a turma da query `turma`, de `turma_id` ou do caminho, e o código `t`', () => {
    expect(lerParametros('?turma=42&t=381924')).toEqual({ turma: 42, t: '381924' });
    expect(lerParametros('?turma_id=7')).toEqual({ turma: 7, t: null });
    expect(lerParametros('', '12')).toEqual({ turma: 12, t: null });
    // a query vence o caminho
    expect(lerParametros('?turma=5', '12').turma).toBe(5);
  });

  it('recusa turma ausente, zero, com zero à esquerda, fora do inteiro do banco ou com letras', () => {
    for (const q of ['', '?turma=', '?turma=0', '?turma=007', '?turma=2147483648', '?turma=12a', '?turma=-3', '?turma=1.5']) {
      expect(lerParametros(q).turma, q).toBeNull();
    }
    expect(idDeTurma(' 2147483647 ')).toBe(2147483647);
  });

  it('normaliza o código (espaço, ponto e hífen) e ignora o que não tem 6 números', () => {
    expect(lerParametros('?turma=1&t=381+924').t).toBe('381924');
    expect(codigoAoVivo('381-924')).toBe('381924');
    expect(codigoAoVivo('381.924')).toBe('381924');
    expect(codigoAoVivo('38192')).toBeNull();
    expect(codigoAoVivo('abcdef')).toBeNull();
    expect(codigoAoVivo(null)).toBeNull();
  });
});

describe('destinoDoCodigo (código digitado ou lido pelo scanner)', () => {
  it('"TURMA-CÓDIGO" vai direto para a confirmação, também com espaços', () => {
    expect(destinoDoCodigo('42-381924')).toBe('/presenca?turma=42&t=381924');
    expect(destinoDoCodigo(' 42 - 381 924 ')).toBe('/presenca?turma=42&t=381924');
    expect(destinoDoCodigo('42 – 381.924')).toBe('/presenca?turma=42&t=381924');
  });

  it('um link de presença passa pelo /validar-presenca, que extrai turma e código', () => {
    const link = 'https://escola.santos.sp.gov.br/presenca?turma=42&t=381924';
    expect(destinoDoCodigo(link)).toBe(`/validar-presenca?codigo=${encodeURIComponent(link)}`);
    expect(destinoDoCodigo('escola.gov.br/presenca/12')).toBe(`/validar-presenca?codigo=${encodeURIComponent('escola.gov.br/presenca/12')}`);
    expect(destinoDoCodigo('/presenca?turma_id=9')).toMatch(/^\/validar-presenca\?codigo=/);
    expect(destinoDoCodigo('https%3A%2F%2Fx.br%2Fpresenca%3Fturma%3D3')).toMatch(/^\/validar-presenca\?codigo=/);
  });

  it('recusa o que não é de presença nem está no formato', () => {
    for (const t of ['', '   ', '381924', '42', '42-38192', '0-381924', 'abc-123456', 'https://escola.gov.br/eventos', 'https://x.br/presenca', '%E0%A4%A']) {
      expect(destinoDoCodigo(t), t).toBeNull();
    }
  });
});
