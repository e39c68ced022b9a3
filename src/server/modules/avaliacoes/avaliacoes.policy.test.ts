import { describe, expect, it } from 'vitest';
import { veResultadosDeTodos } from './avaliacoes.policy.ts';

describe('política de avaliacoes', () => {
  it('ver os resultados de todas as turmas: só a administração (instrutor e usuário, não)', () => {
    expect(veResultadosDeTodos({ perfis: ['administrador'] })).toBe(true);
    expect(veResultadosDeTodos({ perfis: ['usuario', 'instrutor', 'administrador'] })).toBe(true);
    expect(veResultadosDeTodos({ perfis: ['usuario', 'instrutor'] })).toBe(false);
    expect(veResultadosDeTodos({ perfis: ['usuario'] })).toBe(false);
  });
});
