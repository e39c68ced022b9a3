import { describe, expect, it } from 'vitest';
import { formatarTelefone, linkDoTelefone, telefoneValido } from './telefone.ts';

describe('telefone', () => {
  it.each(['1332261234', '13991234567', '08001234567', '1300000000'])('aceita %s', (t) => expect(telefoneValido(t)).toBe(true));
  it.each(['', '123', '0132261234', '1382261234567', '13812345678', '07001234567'])('recusa %s', (t) => expect(telefoneValido(t)).toBe(false));

  it('formata fixo, celular e 0800 e monta o link tel:', () => {
    expect(formatarTelefone('1332261234')).toBe('(13) 3226-1234');
    expect(formatarTelefone('13991234567')).toBe('(13) 99123-4567');
    expect(formatarTelefone('08001234567')).toBe('0800 123 4567');
    expect(linkDoTelefone('1332261234')).toBe('tel:+551332261234');
    expect(linkDoTelefone('08001234567')).toBe('tel:08001234567');
  });
});
