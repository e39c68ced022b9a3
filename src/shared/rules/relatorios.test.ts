import { describe, expect, it } from 'vitest';
import { DefinicaoSchema } from '../contracts/relatorios.ts';
import { formatarCpfCompleto, mascararCpf } from './relatorios.ts';

describe('CPF nos relatórios', () => {
  it('mascara os três primeiros e os dois últimos dígitos', () => {
    expect(mascararCpf('12345678901')).toBe('***.456.789-**');
    expect(mascararCpf(null)).toBeNull();
    expect(formatarCpfCompleto('12345678901')).toBe('123.456.789-01');
  });
});

describe('DefinicaoSchema', () => {
  it('completa os padrões e confere chaves, operadores e valores contra o catálogo', () => {
    expect(DefinicaoSchema.parse({ assunto: 'reservas', campos: ['sala'] })).toEqual({ assunto: 'reservas', campos: ['sala'], filtros: [], periodo: {}, agrupar_por: null, totais: [], ordenar: null });
    const erro = (d: unknown) => DefinicaoSchema.safeParse(d).error?.issues[0]?.message;
    expect(erro({ assunto: 'reservas', campos: ['sala', 'sala'] })).toBe('Coluna repetida.');
    expect(erro({ assunto: 'reservas', campos: ['sala'], filtros: [{ campo: 'qtd_pessoas', operador: 'em', valor: 3 }] })).toBe('O operador não vale para "Pessoas".');
    expect(erro({ assunto: 'reservas', campos: ['sala'], filtros: [{ campo: 'data', operador: 'igual', valor: '2026-02-30' }] })).toBe('O filtro "Dia" pede uma data válida (AAAA-MM-DD).');
    expect(erro({ assunto: 'reservas', campos: ['sala'], totais: [{ campo: 'qtd_pessoas', funcao: 'soma' }] })).toBe('Os totais pedem um agrupamento.');
    expect(erro({ assunto: 'reservas', campos: ['sala'], ordenar: { campo: 'data', direcao: 'asc' } })).toBe('Ordene por uma das colunas escolhidas.');
    expect(erro({ assunto: 'reservas', campos: ['sala'], periodo: { de: '2026-03-02', ate: '2026-03-01' } })).toBe('A data final deve ser igual ou posterior à inicial.');
  });
});
