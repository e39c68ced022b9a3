import { destinoSeguro } from './destino-seguro.ts';

describe('destino depois do login', () => {
  it('aceita caminhos relativos da mesma origem, com query', () => {
    expect(destinoSeguro('/eventos')).toBe('/eventos');
    expect(destinoSeguro('/presenca?turma=12&t=abc')).toBe('/presenca?turma=12&t=abc');
  });

  it.each([null, '', 'eventos', '//evil.com', '/\\evil.com', 'https://evil.com', 'javascript:alert(1)', '/\t/evil.com', '/login', '/login?next=/x'])(
    'recusa %j',
    (next) => expect(destinoSeguro(next)).toBeNull(),
  );
});
