import { describe, expect, it } from 'vitest';
import { extrairRegistros, permiteVariasTurmas, TIPOS_EVENTO } from './eventos.ts';

describe('extrairRegistros', () => {
  it('cada sequência de exatamente 6 dígitos é um registro', () => {
    expect(extrairRegistros('123456')).toEqual(['123456']);
    expect(extrairRegistros('123456 654321\n111111;222222,333333\t444444')).toEqual(['123456', '654321', '111111', '222222', '333333', '444444']);
  });

  it('pontos e traços de máscara fazem parte do registro (12.345-6)', () => {
    expect(extrairRegistros('12.345-6')).toEqual(['123456']);
    expect(extrairRegistros('Maria: 12.345-6; João: 65.432-1')).toEqual(['123456', '654321']);
    expect(extrairRegistros('123.456')).toEqual(['123456']);
  });

  it('sequências mais longas são cortadas em blocos de 6 (colunas coladas sem separador)', () => {
    expect(extrairRegistros('123456654321')).toEqual(['123456', '654321']);
    expect(extrairRegistros('123456654321111111')).toEqual(['123456', '654321', '111111']);
  });

  it('blocos incompletos são ignorados', () => {
    expect(extrairRegistros('12345')).toEqual([]);
    expect(extrairRegistros('1234567')).toEqual(['123456']);
    expect(extrairRegistros('12345665432')).toEqual(['123456']);
    expect(extrairRegistros('1 2 3 4 5 6')).toEqual([]);
    expect(extrairRegistros('')).toEqual([]);
    expect(extrairRegistros('sem números aqui')).toEqual([]);
  });

  it('sem repetição, na ordem em que aparecem', () => {
    expect(extrairRegistros('654321 123456 12.345-6 654321 123456')).toEqual(['654321', '123456']);
  });

  it('texto de planilha colado (cabeçalho, nomes e registros)', () => {
    const planilha = 'Nome\tRegistro\nAna Souza\t12.345-6\nBruno Lima\t234567\nCarla Dias\t12.345-6\nDaniel\t98765\n';
    expect(extrairRegistros(planilha)).toEqual(['123456', '234567']);
  });
});

describe('permiteVariasTurmas', () => {
  it('só congressos aceitam inscrição em mais de uma turma do mesmo evento', () => {
    expect(TIPOS_EVENTO.filter(permiteVariasTurmas)).toEqual(['Congresso']);
  });
});
