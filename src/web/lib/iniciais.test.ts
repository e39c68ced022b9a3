import { describe, expect, it } from 'vitest';
import { iniciais } from './iniciais.ts';

describe('iniciais do avatar', () => {
  it.each([
    ['Maria da Silva Souza', null, 'MS'],
    ['  ângela   rocha ', null, 'ÂR'],
    ['Joaquim', null, 'JO'],
    ['', 'pedro.alves@saude.gov.br', 'PE'],
    [null, '  x@y', 'X'],
    [null, null, '?'],
    ['   ', '@sem-local', '?'],
  ])('nome %j e e-mail %j → %s', (nome, email, esperado) => {
    expect(iniciais(nome, email)).toBe(esperado);
  });
});
