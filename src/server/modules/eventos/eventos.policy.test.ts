import { describe, expect, it } from 'vitest';
import { podeEditarEventos, podeGerenciarTurma, podeVerEvento } from './eventos.policy.ts';

const admin = { perfis: ['administrador' as const] };
const instrutor = { perfis: ['usuario' as const, 'instrutor' as const] };
const usuario = { perfis: ['usuario' as const] };

describe('política de eventos', () => {
  it('editar eventos: só a administração', () => {
    expect(podeEditarEventos(admin)).toBe(true);
    expect(podeEditarEventos(instrutor)).toBe(false);
    expect(podeEditarEventos(null)).toBe(false);
  });

  it('ver um evento: publicado para todos (até sem sessão); rascunho só para a administração', () => {
    expect(podeVerEvento(null, { publicado: true })).toBe(true);
    expect(podeVerEvento(usuario, { publicado: false })).toBe(false);
    expect(podeVerEvento(instrutor, { publicado: false })).toBe(false);
    expect(podeVerEvento(null, { publicado: false })).toBe(false);
    expect(podeVerEvento(admin, { publicado: false })).toBe(true);
  });

  it('equipe da turma: o instrutor dela ou a administração; um instrutor de outra turma, não', () => {
    expect(podeGerenciarTurma(instrutor, { souInstrutor: true })).toBe(true);
    expect(podeGerenciarTurma(instrutor, { souInstrutor: false })).toBe(false);
    expect(podeGerenciarTurma(usuario, { souInstrutor: false })).toBe(false);
    expect(podeGerenciarTurma(admin, { souInstrutor: false })).toBe(true);
  });
});
