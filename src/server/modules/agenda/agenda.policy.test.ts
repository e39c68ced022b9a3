import { describe, expect, it } from 'vitest';
import { podeVerAgendaDaAdministracao } from './agenda.policy.ts';

describe('política de agenda', () => {
  it('ver a agenda de todos os encontros: só a administração (instrutor e usuário, não)', () => {
    expect(podeVerAgendaDaAdministracao({ perfis: ['administrador'] })).toBe(true);
    expect(podeVerAgendaDaAdministracao({ perfis: ['usuario', 'instrutor', 'administrador'] })).toBe(true);
    expect(podeVerAgendaDaAdministracao({ perfis: ['usuario', 'instrutor'] })).toBe(false);
    expect(podeVerAgendaDaAdministracao({ perfis: ['usuario'] })).toBe(false);
  });
});
