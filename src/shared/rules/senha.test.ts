import { describe, expect, it } from 'vitest';
import { forcaSenha, senhaForte } from './senha.ts';

describe('senha forte', () => {
  it('exige 8+ caracteres com maiúscula, minúscula, número e símbolo, sem espaços', () => {
    expect(senhaForte('Escola@2026')).toBe(true);
    expect(senhaForte('escola@2026')).toBe(false);
    expect(senhaForte('Escola2026')).toBe(false);
    expect(senhaForte('Esc@1')).toBe(false);
    expect(senhaForte('Escola @2026')).toBe(false);
  });
  it('mede a força de 0 a 4', () => {
    expect(forcaSenha('')).toBe(0);
    expect(forcaSenha('Escola@2026')).toBe(4);
  });
});
