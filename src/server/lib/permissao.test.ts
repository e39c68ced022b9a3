import { describe, expect, it } from 'vitest';
import { AppError } from './errors.ts';
import { ehAdmin, exigirPermissao, MENSAGEM_SEM_PERMISSAO, semPermissao } from './permissao.ts';

describe('ehAdmin', () => {
  it('só quem tem o perfil de administrador, em qualquer combinação; sem sessão, não', () => {
    expect(ehAdmin({ perfis: ['administrador'] })).toBe(true);
    expect(ehAdmin({ perfis: ['usuario', 'instrutor', 'administrador'] })).toBe(true);
    expect(ehAdmin({ perfis: ['usuario', 'instrutor'] })).toBe(false);
    expect(ehAdmin({ perfis: [] })).toBe(false);
    expect(ehAdmin(null)).toBe(false);
    expect(ehAdmin(undefined)).toBe(false);
  });
});

describe('exigirPermissao', () => {
  it('permitido: segue sem erro', () => {
    expect(() => exigirPermissao(true)).not.toThrow();
  });

  it('negado: SEM_PERMISSAO (403) com a mensagem padrão ou a dada, e os detalhes', () => {
    const padrao = (() => {
      try {
        exigirPermissao(false);
      } catch (e) {
        return e;
      }
    })();
    expect(padrao).toBeInstanceOf(AppError);
    expect(padrao).toMatchObject({ code: 'SEM_PERMISSAO', status: 403, message: MENSAGEM_SEM_PERMISSAO, details: undefined });
    expect(() => exigirPermissao(false, 'Só o autor.', { motivo: 'X' })).toThrow(expect.objectContaining({ code: 'SEM_PERMISSAO', message: 'Só o autor.', details: { motivo: 'X' } }));
  });

  it('semPermissao devolve o mesmo erro sem lançar', () => {
    expect(semPermissao('Só rascunhos.')).toMatchObject({ code: 'SEM_PERMISSAO', status: 403, message: 'Só rascunhos.' });
  });
});
