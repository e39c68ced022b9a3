import { describe, expect, it } from 'vitest';
import { barraOculta } from './visibilidade.ts';

describe('onde a barra de navegação some', () => {
  it.each([
    '/login',
    '/registro',
    '/cadastro',
    '/recuperar-senha',
    '/redefinir-senha/abc123',
    '/validar-certificado',
    '/validar',
    '/validar-presenca',
    '/presenca',
    '/presenca/42',
    '/ajuda/cadastro',
    '/privacidade',
    '/privacidade/',
    '/LOGIN',
    '/ajuda.html',
    '/qualquer/coisa.htm',
  ])('some em %s', (caminho) => {
    expect(barraOculta(caminho)).toBe(true);
  });

  it.each(['/', '/usuario/dashboard', '/eventos', '/ajuda', '/perfil', '/sobre', '/contato', '/presencas', '/validar-x', '/historico', '/scanner'])(
    'aparece em %s',
    (caminho) => {
      expect(barraOculta(caminho)).toBe(false);
    },
  );
});
