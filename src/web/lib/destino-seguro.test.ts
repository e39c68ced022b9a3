import { destinoSeguro } from './destino-seguro.ts';

describe('destino depois do login', () => {
  it('aceita caminhos relativos da mesma origem, com query', () => {
    expect(destinoSeguro('/eventos')).toBe('/eventos');
    expect(destinoSeguro('/presenca?turma=12&t=abc')).toBe('/presenca?turma=12&t=abc');
  });

  it.each([
    null,
    '',
    'eventos',
    '//evil.com',
    '/\\evil.com',
    'https://evil.com',
    'javascript:alert(1)',
    '/\t/evil.com',
    '/\n/evil',
    '/\r\n/evil',
    '/ /evil.com',
    '/\u00a0/evil.com',
    '/\u2028/evil.com',
    '/eventos\u0000',
    '/eventos\u007f',
    '/eventos\u0085',
    '/login',
    '/login?next=/x',
  ])(
    'recusa %j',
    (next) => expect(destinoSeguro(next)).toBeNull(),
  );
});
