import { describe, expect, it } from 'vitest';
import { cargaEstimada, diaSeguinte } from './encontros.ts';
import { dimensoesReduzidas } from './reduzir-imagem.ts';

describe('diaSeguinte', () => {
  it('vira o mês e o ano sem passar por fuso', () => {
    expect(diaSeguinte('2026-01-31')).toBe('2026-02-01');
    expect(diaSeguinte('2028-02-28')).toBe('2028-02-29');
    expect(diaSeguinte('2026-12-31')).toBe('2027-01-01');
  });
  it('data vazia continua vazia', () => {
    expect(diaSeguinte('')).toBe('');
  });
});

describe('cargaEstimada', () => {
  it('usa só os encontros completos e desconta o almoço dos dias de 6 h ou mais', () => {
    expect(cargaEstimada([{ data: '2026-05-04', horario_inicio: '08:00', horario_fim: '17:00' }])).toBe(8);
    expect(
      cargaEstimada([
        { data: '2026-05-04', horario_inicio: '08:00', horario_fim: '12:00' },
        { data: '', horario_inicio: '08:00', horario_fim: '12:00' },
        { data: '2026-05-05', horario_inicio: '14:00', horario_fim: '13:00' },
      ]),
    ).toBe(4);
  });
  it('sem nenhum encontro completo não estima', () => {
    expect(cargaEstimada([{ data: '2026-05-04', horario_inicio: '', horario_fim: '' }])).toBeNull();
  });
});

describe('dimensoesReduzidas (folder)', () => {
  it('reduz para 1200 px de largura mantendo a proporção', () => {
    expect(dimensoesReduzidas(3000, 2000)).toEqual({ largura: 1200, altura: 800 });
  });
  it('imagem estreita fica como está', () => {
    expect(dimensoesReduzidas(800, 1131)).toEqual({ largura: 800, altura: 1131 });
  });
});
