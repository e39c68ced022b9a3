import { afterEach, describe, expect, it, vi } from 'vitest';
import { aplicarTema, iniciarTema, lerTema, migrarTemaLegado } from './tema.ts';
import { alternarTema, definirTema } from './use-tema.ts';

/** matchMedia falso: o sistema prefere escuro quando `escuro` é verdadeiro; `mudar` simula a troca. */
function sistema(escuro: boolean) {
  const ouvintes = new Set<() => void>();
  const consulta = {
    get matches() {
      return escuro;
    },
    addEventListener: (_: string, f: () => void) => ouvintes.add(f),
    removeEventListener: (_: string, f: () => void) => ouvintes.delete(f),
  };
  vi.stubGlobal('matchMedia', () => consulta);
  return {
    mudar(novo: boolean) {
      escuro = novo;
      ouvintes.forEach((f) => f());
    },
  };
}

const temClasseDark = () => document.documentElement.classList.contains('dark');

afterEach(() => {
  vi.unstubAllGlobals();
  document.documentElement.className = '';
});

describe('tema', () => {
  it('sem escolha salva segue a preferência do sistema', () => {
    sistema(true);
    expect(lerTema()).toBe('dark');
    sistema(false);
    expect(lerTema()).toBe('light');
  });

  it('a escolha salva vence o sistema', () => {
    sistema(true);
    localStorage.setItem('theme', 'light');
    expect(lerTema()).toBe('light');
  });

  it('valor salvo inválido é ignorado', () => {
    sistema(false);
    localStorage.setItem('theme', 'roxo');
    expect(lerTema()).toBe('light');
  });

  it.each([
    ['true', 'dark'],
    ['false', 'light'],
  ])('migra darkMode=%s para theme=%s e remove a chave antiga', (antigo, novo) => {
    localStorage.setItem('darkMode', antigo);
    migrarTemaLegado();
    expect(localStorage.getItem('theme')).toBe(novo);
    expect(localStorage.getItem('darkMode')).toBeNull();
  });

  it('a migração não sobrescreve uma escolha nova e remove mesmo valores estranhos', () => {
    localStorage.setItem('theme', 'light');
    localStorage.setItem('darkMode', 'true');
    migrarTemaLegado();
    expect(localStorage.getItem('theme')).toBe('light');
    localStorage.setItem('darkMode', 'talvez');
    migrarTemaLegado();
    expect(localStorage.getItem('darkMode')).toBeNull();
    expect(localStorage.getItem('theme')).toBe('light');
  });

  it('aplicar põe ou tira a classe dark do <html>', () => {
    aplicarTema('dark');
    expect(temClasseDark()).toBe(true);
    expect(document.documentElement.style.colorScheme).toBe('dark');
    aplicarTema('light');
    expect(temClasseDark()).toBe(false);
  });

  it('iniciarTema migra, aplica e acompanha o sistema enquanto não há escolha', () => {
    const s = sistema(false);
    localStorage.setItem('darkMode', 'true');
    iniciarTema();
    expect(temClasseDark()).toBe(true);
    localStorage.removeItem('theme');
    s.mudar(true);
    expect(temClasseDark()).toBe(true);
    s.mudar(false);
    expect(temClasseDark()).toBe(false);
  });

  it('definir e alternar salvam a escolha e aplicam na hora', () => {
    sistema(false);
    definirTema('dark');
    expect(localStorage.getItem('theme')).toBe('dark');
    expect(temClasseDark()).toBe(true);
    expect(alternarTema()).toBe('light');
    expect(localStorage.getItem('theme')).toBe('light');
    expect(temClasseDark()).toBe(false);
  });
});
