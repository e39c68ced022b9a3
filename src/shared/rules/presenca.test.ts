import { describe, expect, it } from 'vitest';
import { encontroParaConfirmar, fimDaJanelaDoInstrutor, situacaoDaFrequencia } from './presenca.ts';

const sp = (iso: string) => new Date(`${iso}-03:00`);
const enc = (data: string, horario_inicio = '08:00', horario_fim = '12:00') => ({ data, horario_inicio, horario_fim });
const turma = [enc('2026-12-01'), enc('2026-12-02', '13:30', '17:00'), enc('2026-12-03')];

describe('encontroParaConfirmar', () => {
  it('abre 30 min antes do início e vale até o fim do dia; recusa outros dias e antes da janela', () => {
    expect(encontroParaConfirmar(turma, sp('2026-12-01T07:29:59'))).toEqual({
      recusa: { codigo: 'ANTES_DA_JANELA', mensagem: 'Confirmação disponível a partir de 07:30.', abreAs: '07:30' },
    });
    expect(encontroParaConfirmar(turma, sp('2026-12-01T07:30:00'))).toEqual({ encontro: turma[0] });
    expect(encontroParaConfirmar(turma, sp('2026-12-01T23:59:59'))).toEqual({ encontro: turma[0] });
    expect(encontroParaConfirmar(turma, sp('2026-12-02T12:59:00'))).toMatchObject({ recusa: { mensagem: 'Confirmação disponível a partir de 13:00.' } });
    expect(encontroParaConfirmar(turma, sp('2026-12-04T08:00:00'))).toEqual({
      recusa: { codigo: 'DATA_INVALIDA', mensagem: 'Hoje não é uma data válida desta turma.' },
    });
    // o dia é o de São Paulo: 01h UTC do dia 2 ainda é dia 1 em Santos
    expect(encontroParaConfirmar(turma, new Date('2026-12-02T01:00:00Z'))).toEqual({ encontro: turma[0] });
  });

  it('um encontro à meia-noite abre à meia-noite (não no dia anterior)', () => {
    expect(encontroParaConfirmar([enc('2026-12-05', '00:15', '02:00')], sp('2026-12-05T00:00:00'))).toEqual({ encontro: enc('2026-12-05', '00:15', '02:00') });
  });
});

describe('fimDaJanelaDoInstrutor', () => {
  it('48 h depois do fim do encontro', () => {
    expect(fimDaJanelaDoInstrutor(enc('2026-12-01')).toISOString()).toBe(sp('2026-12-03T12:00:00').toISOString());
  });
});

describe('situacaoDaFrequencia', () => {
  const quatro = [enc('2026-12-01'), enc('2026-12-02'), enc('2026-12-03'), enc('2026-12-04')];
  it('dias distintos ÷ agendados; 75 % exige 3 de 4; dia fora do cronograma não conta', () => {
    const s = situacaoDaFrequencia(quatro, ['2026-12-01', '2026-12-01', '2026-12-02', '2026-11-30'], sp('2026-12-03T09:00:00'));
    expect(s).toEqual({ presentes: 2, agendados: 4, realizados: 3, frequencia: 0.5, atingiu: false, faltam: 1, alcancavel: true });
    expect(situacaoDaFrequencia(quatro, ['2026-12-01', '2026-12-02', '2026-12-04'], sp('2026-12-05T09:00:00'))).toMatchObject({ frequencia: 0.75, atingiu: true, faltam: 0 });
  });

  it('inalcançável quando os encontros que restam não bastam', () => {
    expect(situacaoDaFrequencia(quatro, [], sp('2026-12-02T09:00:00'))).toMatchObject({ faltam: 3, alcancavel: true });
    expect(situacaoDaFrequencia(quatro, [], sp('2026-12-03T09:00:00'))).toMatchObject({ faltam: 3, alcancavel: false });
    expect(situacaoDaFrequencia([], [], sp('2026-12-03T09:00:00'))).toMatchObject({ frequencia: 0, atingiu: false, faltam: 0 });
  });
});
