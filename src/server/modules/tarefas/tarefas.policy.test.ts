import { describe, expect, it } from 'vitest';
import { podeGerenciarTarefas } from './tarefas.policy.ts';

describe('política de tarefas', () => {
  it('ver e reenviar tarefas que falharam: só a administração (instrutor e usuário, não)', () => {
    expect(podeGerenciarTarefas({ perfis: ['administrador'] })).toBe(true);
    expect(podeGerenciarTarefas({ perfis: ['usuario', 'instrutor', 'administrador'] })).toBe(true);
    expect(podeGerenciarTarefas({ perfis: ['usuario', 'instrutor'] })).toBe(false);
    expect(podeGerenciarTarefas({ perfis: ['usuario'] })).toBe(false);
  });
});
