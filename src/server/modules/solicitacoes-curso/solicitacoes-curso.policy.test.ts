import { describe, expect, it } from 'vitest';
import {
  ehAutorDaSolicitacao, enxergaSolicitacao, podeDecidirSolicitacoes, podeIndicarPalestranteComConta, veSolicitacoesAlheias,
} from './solicitacoes-curso.policy.ts';

const autor = { id: 5, perfis: ['usuario' as const] };
const outro = { id: 6, perfis: ['usuario' as const, 'instrutor' as const] };
const admin = { id: 1, perfis: ['administrador' as const] };
const rascunho = { autorId: 5, enviadaEm: null };
const enviada = { autorId: 5, enviadaEm: new Date('2025-03-01T12:00:00Z') };

describe('política de solicitações de curso', () => {
  it('enxerga: o autor sempre; a administração só a que já foi enviada; outra pessoa, nunca', () => {
    expect(enxergaSolicitacao(autor, rascunho)).toBe(true);
    expect(enxergaSolicitacao(admin, rascunho)).toBe(false);
    expect(enxergaSolicitacao(admin, enviada)).toBe(true);
    expect(enxergaSolicitacao(outro, enviada)).toBe(false);
  });

  it('mexer na solicitação é do autor, nem da administração', () => {
    expect(ehAutorDaSolicitacao(autor, enviada)).toBe(true);
    expect(ehAutorDaSolicitacao(admin, enviada)).toBe(false);
  });

  it('decidir, ver as alheias e indicar palestrante com conta: só a administração', () => {
    for (const regra of [podeDecidirSolicitacoes, veSolicitacoesAlheias, podeIndicarPalestranteComConta]) {
      expect(regra(admin), regra.name).toBe(true);
      expect(regra(outro), regra.name).toBe(false);
    }
    expect(podeIndicarPalestranteComConta(null)).toBe(false);
  });
});
