import { describe, expect, it } from 'vitest';
import { podeGerenciarUsuarios } from './usuarios.policy.ts';

describe('política de usuarios', () => {
  it('gerenciar contas: só a administração (instrutor e usuário, não)', () => {
    expect(podeGerenciarUsuarios({ perfis: ['administrador'] })).toBe(true);
    expect(podeGerenciarUsuarios({ perfis: ['usuario', 'instrutor', 'administrador'] })).toBe(true);
    expect(podeGerenciarUsuarios({ perfis: ['usuario', 'instrutor'] })).toBe(false);
    expect(podeGerenciarUsuarios({ perfis: ['usuario'] })).toBe(false);
  });
});
