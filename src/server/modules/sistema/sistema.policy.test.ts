import { describe, expect, it } from 'vitest';
import { podeLerCaixaDeSaida, podeLerMetricas } from './sistema.policy.ts';

describe('política de sistema', () => {
  it('ler a caixa de saída: só a administração (instrutor e usuário, não)', () => {
    expect(podeLerCaixaDeSaida({ perfis: ['administrador'] })).toBe(true);
    expect(podeLerCaixaDeSaida({ perfis: ['usuario', 'instrutor', 'administrador'] })).toBe(true);
    expect(podeLerCaixaDeSaida({ perfis: ['usuario', 'instrutor'] })).toBe(false);
    expect(podeLerCaixaDeSaida({ perfis: ['usuario'] })).toBe(false);
  });

  it('ler as métricas: só a administração', () => {
    expect(podeLerMetricas({ perfis: ['usuario', 'administrador'] })).toBe(true);
    expect(podeLerMetricas({ perfis: ['usuario', 'instrutor'] })).toBe(false);
    expect(podeLerMetricas({ perfis: ['usuario'] })).toBe(false);
  });
});
