import { describe, expect, it } from 'vitest';
import { veSalasForaDaJanela } from './salas.policy.ts';

describe('política de salas', () => {
  it('ver sala desativada e meses fora da janela: só a administração (instrutor e usuário, não)', () => {
    expect(veSalasForaDaJanela({ perfis: ['administrador'] })).toBe(true);
    expect(veSalasForaDaJanela({ perfis: ['usuario', 'instrutor', 'administrador'] })).toBe(true);
    expect(veSalasForaDaJanela({ perfis: ['usuario', 'instrutor'] })).toBe(false);
    expect(veSalasForaDaJanela({ perfis: ['usuario'] })).toBe(false);
  });
});
