import { describe, expect, it } from 'vitest';
import { dataPorExtenso, diaDaSemana, lerMes, limitesDoMes, rotuloDoMes, semanasDoMes, somarDias, somarMeses } from './datas.ts';

describe('grade do mês (domingo a sábado)', () => {
  it('mês que começa num domingo e tem 31 dias: março de 2026', () => {
    const semanas = semanasDoMes({ ano: 2026, mes: 3 });
    expect(semanas).toHaveLength(5);
    expect(semanas[0]).toEqual(['2026-03-01', '2026-03-02', '2026-03-03', '2026-03-04', '2026-03-05', '2026-03-06', '2026-03-07']);
    // 31/03/2026 é uma terça-feira: terceira coluna da última semana, depois só células vazias
    expect(semanas[4]).toEqual(['2026-03-29', '2026-03-30', '2026-03-31', null, null, null, null]);
    expect(semanas.flat().filter(Boolean)).toHaveLength(31);
  });

  it('mês que começa no meio da semana: janeiro de 2026 começa numa quinta', () => {
    const semanas = semanasDoMes({ ano: 2026, mes: 1 });
    expect(semanas[0]).toEqual([null, null, null, null, '2026-01-01', '2026-01-02', '2026-01-03']);
    expect(semanas.at(-1)).toEqual(['2026-01-25', '2026-01-26', '2026-01-27', '2026-01-28', '2026-01-29', '2026-01-30', '2026-01-31']);
  });

  it('fevereiro de 2026 ocupa exatamente 4 semanas; 2024 é bissexto', () => {
    expect(semanasDoMes({ ano: 2026, mes: 2 })).toHaveLength(4);
    expect(limitesDoMes({ ano: 2024, mes: 2 })).toEqual({ de: '2024-02-01', ate: '2024-02-29' });
    expect(limitesDoMes({ ano: 2026, mes: 12 })).toEqual({ de: '2026-12-01', ate: '2026-12-31' });
  });
});

describe('contas de datas sem fuso', () => {
  it('soma dias e meses atravessando o ano', () => {
    expect(somarDias('2026-12-31', 1)).toBe('2027-01-01');
    expect(somarDias('2026-03-01', -1)).toBe('2026-02-28');
    expect(somarMeses({ ano: 2026, mes: 1 }, -1)).toEqual({ ano: 2025, mes: 12 });
    expect(somarMeses({ ano: 2026, mes: 12 }, 1)).toEqual({ ano: 2027, mes: 1 });
    expect(diaDaSemana('2026-03-01')).toBe(0);
  });

  it('lê o mês da URL e recusa valores inválidos', () => {
    expect(lerMes('2026-03')).toEqual({ ano: 2026, mes: 3 });
    expect(lerMes('2026-13')).toBeNull();
    expect(lerMes('março')).toBeNull();
    expect(lerMes(null)).toBeNull();
  });

  it('escreve em pt-BR', () => {
    expect(rotuloDoMes({ ano: 2026, mes: 3 })).toBe('Março de 2026');
    expect(dataPorExtenso('2026-03-01')).toBe('domingo, 1 de março de 2026');
    expect(dataPorExtenso('2026-03-31', false)).toBe('terça-feira, 31 de março');
  });
});
