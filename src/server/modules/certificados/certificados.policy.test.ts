import { describe, expect, it } from 'vitest';
import { baixaEmQualquerSituacao, podeBaixarCertificado } from './certificados.policy.ts';

describe('política de certificados', () => {
  it('baixar: o dono ou a administração; certificado sem dono (avulso), só a administração', () => {
    expect(podeBaixarCertificado({ id: 3, perfis: ['usuario'] }, { usuarioId: 3 })).toBe(true);
    expect(podeBaixarCertificado({ id: 3, perfis: ['usuario', 'instrutor'] }, { usuarioId: 4 })).toBe(false);
    expect(podeBaixarCertificado({ id: 3, perfis: ['usuario'] }, { usuarioId: null })).toBe(false);
    expect(podeBaixarCertificado({ id: 1, perfis: ['administrador'] }, { usuarioId: null })).toBe(true);
  });

  it('cancelado ou substituído: só a administração baixa', () => {
    expect(baixaEmQualquerSituacao({ perfis: ['administrador'] })).toBe(true);
    expect(baixaEmQualquerSituacao({ perfis: ['usuario'] })).toBe(false);
  });
});
