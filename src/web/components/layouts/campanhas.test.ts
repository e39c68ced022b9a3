import { describe, expect, it } from 'vitest';
import { campanhaDoMes, CORES_DO_MES, CORES_PADRAO, coresDaBarra, mesEAno, periodoDoMes } from './campanhas.ts';

/** Contraste WCAG entre duas cores #rrggbb. */
function contraste(a: string, b: string): number {
  const lum = (hex: string) => {
    const [r, g, bl] = [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16) / 255).map((v) => (v <= 0.04045 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4));
    return 0.2126 * r! + 0.7152 * g! + 0.0722 * bl!;
  };
  const [x, y] = [lum(a), lum(b)].sort((p, q) => q - p);
  return (x! + 0.05) / (y! + 0.05);
}

const dia = (iso: string) => new Date(`${iso}T15:00:00Z`);

describe('campanhas do mês', () => {
  it.each([
    ['2026-07-10', 'Julho Amarelo', '01/07 a 31/07'],
    ['2026-08-01', 'Agosto Dourado', '01/08 a 31/08'],
    ['2026-09-30', 'Setembro Amarelo', '01/09 a 30/09'],
    ['2026-10-15', 'Outubro Rosa', '01/10 a 31/10'],
    ['2026-11-02', 'Novembro Azul', '01/11 a 30/11'],
    ['2026-12-24', 'Dezembro Vermelho', '01/12 a 31/12'],
  ])('%s → %s (%s)', (data, nome, periodo) => {
    const c = campanhaDoMes(dia(data))!;
    expect(c.nome).toBe(nome);
    expect(c.periodo).toBe(periodo);
    expect(c.ano).toBe(2026);
    expect(c.mensagem.length).toBeGreaterThan(20);
  });

  it.each(['2026-01-15', '2026-02-28', '2026-06-30'])('%s não tem campanha (rodapé simples, barra padrão)', (data) => {
    expect(campanhaDoMes(dia(data))).toBeNull();
    expect(coresDaBarra(dia(data))).toEqual(CORES_PADRAO);
  });

  it('o mês é o de São Paulo: 01/07 às 01:00 UTC ainda é junho lá', () => {
    expect(mesEAno(new Date('2026-07-01T01:00:00Z'))).toEqual({ mes: 6, ano: 2026 });
    expect(campanhaDoMes(new Date('2026-07-01T01:00:00Z'))).toBeNull();
    expect(mesEAno(new Date('2027-01-01T02:59:00Z'))).toEqual({ mes: 12, ano: 2026 });
  });

  it('o período usa o último dia do mês', () => {
    expect(periodoDoMes(2, 2028)).toBe('01/02 a 29/02');
    expect(periodoDoMes(2, 2027)).toBe('01/02 a 28/02');
  });

  it('a barra usa as cores da campanha nos meses 7 a 12', () => {
    expect(coresDaBarra(dia('2026-10-01'))).toEqual(CORES_DO_MES[10]);
    expect(Object.keys(CORES_DO_MES).map(Number)).toEqual([7, 8, 9, 10, 11, 12]);
  });

  it('todas as combinações de cor têm contraste AA (≥ 4,5:1) para texto normal', () => {
    for (const cores of [CORES_PADRAO, ...Object.values(CORES_DO_MES)]) {
      expect(contraste(cores.fundo, cores.texto), `${cores.fundo}/${cores.texto}`).toBeGreaterThanOrEqual(4.5);
    }
  });
});
