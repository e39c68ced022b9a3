import { describe, expect, it } from 'vitest';
import { veTodasAsTurmas } from './presencas.policy.ts';

describe('política de presencas', () => {
  it('ver as turmas de todos na presença: só a administração (instrutor e usuário, não)', () => {
    expect(veTodasAsTurmas({ perfis: ['administrador'] })).toBe(true);
    expect(veTodasAsTurmas({ perfis: ['usuario', 'instrutor', 'administrador'] })).toBe(true);
    expect(veTodasAsTurmas({ perfis: ['usuario', 'instrutor'] })).toBe(false);
    expect(veTodasAsTurmas({ perfis: ['usuario'] })).toBe(false);
  });
});
