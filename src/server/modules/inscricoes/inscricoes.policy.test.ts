import { describe, expect, it } from 'vitest';
import { podeAdministrarInscricoes, podeVerInscricao } from './inscricoes.policy.ts';

describe('política de inscrições', () => {
  it('administrar inscrições (busca, inscritos, cancelamento em lote): só a administração', () => {
    expect(podeAdministrarInscricoes({ perfis: ['administrador'] })).toBe(true);
    expect(podeAdministrarInscricoes({ perfis: ['usuario', 'instrutor'] })).toBe(false);
  });

  it('uma inscrição: da própria pessoa ou da administração; a de outra pessoa, não', () => {
    expect(podeVerInscricao({ id: 7, perfis: ['usuario'] }, { usuarioId: 7 })).toBe(true);
    expect(podeVerInscricao({ id: 7, perfis: ['usuario', 'instrutor'] }, { usuarioId: 8 })).toBe(false);
    expect(podeVerInscricao({ id: 1, perfis: ['administrador'] }, { usuarioId: 8 })).toBe(true);
  });
});
