import { describe, expect, it } from 'vitest';
import { podeLerCaixaDeSaida } from './sistema.policy.ts';

describe('política de sistema', () => {
  it('ler a caixa de saída: só a administração (instrutor e usuário, não)', () => {
    expect(podeLerCaixaDeSaida({ perfis: ['administrador'] })).toBe(true);
    expect(podeLerCaixaDeSaida({ perfis: ['usuario', 'instrutor', 'administrador'] })).toBe(true);
    expect(podeLerCaixaDeSaida({ perfis: ['usuario', 'instrutor'] })).toBe(false);
    expect(podeLerCaixaDeSaida({ perfis: ['usuario'] })).toBe(false);
  });
});
