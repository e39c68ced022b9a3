import { describe, expect, it } from 'vitest';
import { perfilPrincipal, temAlgumPerfil } from './perfis.ts';

describe('perfis', () => {
  it('administrador passa por toda guarda', () => {
    expect(temAlgumPerfil(['administrador'], ['instrutor'])).toBe(true);
  });
  it('sem perfis vale usuario', () => {
    expect(temAlgumPerfil([], ['usuario'])).toBe(true);
    expect(temAlgumPerfil([], ['instrutor'])).toBe(false);
  });
  it('perfil principal é o mais alto', () => {
    expect(perfilPrincipal(['usuario', 'instrutor'])).toBe('instrutor');
    expect(perfilPrincipal([])).toBe('usuario');
  });
});
