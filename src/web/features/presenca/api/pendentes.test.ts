import { describe, expect, it } from 'vitest';
import { CHAVE_PENDENTES, guardarPendente, lerPendentes, removerPendente, separarPorDia } from './pendentes.ts';

// 10:00 em São Paulo (UTC−3)
const manha = new Date('2030-03-05T13:00:00Z');
const noite = new Date('2030-03-05T23:30:00Z'); // 20:30 em São Paulo, ainda dia 5
const diaSeguinte = new Date('2030-03-06T12:00:00Z');

describe('fila de presenças pendentes (localStorage)', () => {
  it('guarda com turma, código e hora; uma por turma e dia (a mais nova vale)', () => {
    guardarPendente(42, '111111', manha);
    guardarPendente(7, undefined, manha);
    guardarPendente(42, '222222', noite);
    expect(lerPendentes()).toEqual([
      { turma: 7, criada_em: manha.toISOString() },
      { turma: 42, t: '222222', criada_em: noite.toISOString() },
    ]);
    expect(JSON.parse(localStorage.getItem(CHAVE_PENDENTES)!)).toHaveLength(2);
  });

  it('a mesma turma em outro dia é outra confirmação', () => {
    guardarPendente(42, undefined, manha);
    guardarPendente(42, undefined, diaSeguinte);
    expect(lerPendentes()).toHaveLength(2);
  });

  it('remove a da turma no dia e apaga a chave quando a fila esvazia', () => {
    guardarPendente(42, undefined, manha);
    removerPendente(42, '2030-03-06');
    expect(lerPendentes()).toHaveLength(1);
    removerPendente(42, '2030-03-05');
    expect(localStorage.getItem(CHAVE_PENDENTES)).toBeNull();
  });

  it('separa as de hoje das de outros dias', () => {
    guardarPendente(1, undefined, manha);
    guardarPendente(2, undefined, diaSeguinte);
    const { deHoje, vencidas } = separarPorDia(lerPendentes(), diaSeguinte);
    expect(deHoje.map((p) => p.turma)).toEqual([2]);
    expect(vencidas.map((p) => p.turma)).toEqual([1]);
  });

  it('tolera conteúdo estragado no armazenamento', () => {
    localStorage.setItem(CHAVE_PENDENTES, '{oops');
    expect(lerPendentes()).toEqual([]);
    localStorage.setItem(CHAVE_PENDENTES, JSON.stringify([{ turma: 'x' }, { turma: 3, criada_em: 'ontem' }, { turma: 4, criada_em: manha.toISOString() }]));
    expect(lerPendentes()).toEqual([{ turma: 4, criada_em: manha.toISOString() }]);
  });
});
