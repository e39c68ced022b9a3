import { describe, expect, it } from 'vitest';
import { podeVerInstrutores } from './instrutores.policy.ts';

describe('política de instrutores', () => {
  it('ver instrutores e o histórico de turmas: só a administração (instrutor e usuário, não)', () => {
    expect(podeVerInstrutores({ perfis: ['administrador'] })).toBe(true);
    expect(podeVerInstrutores({ perfis: ['usuario', 'instrutor', 'administrador'] })).toBe(true);
    expect(podeVerInstrutores({ perfis: ['usuario', 'instrutor'] })).toBe(false);
    expect(podeVerInstrutores({ perfis: ['usuario'] })).toBe(false);
  });
});
