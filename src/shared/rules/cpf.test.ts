import { describe, expect, it } from 'vitest';
import { cpfValido, formatarCpf, mascararCpf } from './cpf.ts';

describe('CPF', () => {
  it('aceita CPFs com dígitos verificadores corretos, com ou sem máscara', () => {
    expect(cpfValido('52998224725')).toBe(true);
    expect(cpfValido('111.444.777-35')).toBe(true);
  });
  it('recusa dígito verificador errado, tamanho errado e dígitos repetidos', () => {
    expect(cpfValido('52998224724')).toBe(false);
    expect(cpfValido('5299822472')).toBe(false);
    expect(cpfValido('11111111111')).toBe(false);
  });
  it('formata e mascara', () => {
    expect(formatarCpf('52998224725')).toBe('529.982.247-25');
    expect(mascararCpf('52998224725')).toBe('***.982.247-**');
  });
});
