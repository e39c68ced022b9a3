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

  it.each([
    '/.//evil.com',
    '/..//evil.com',
    '/x/..//evil.com',
    '/x/y/../..//evil.com',
    '/././/evil.com',
    '/..\\/evil.com',
    '/x/..\\\\evil.com',
    '/%2e//evil.com',
    '/%2E%2E//evil.com',
    '/x/%2e%2e//evil.com',
    '/.%2e//evil.com',
    '/%2f/evil.com',
    '/%2F%2Fevil.com',
    '/%5cevil.com',
    '/%5C%5Cevil.com',
    '/x/%2e%2e%2f%2fevil.com',
    '/%2e%2e%2f%2fevil.com',
    '/..%2f/evil.com',
    '/%09/evil.com',
    '/%0a/evil.com',
    '/%20/evil.com',
    '/%E0%A4%A',
    '/./login',
    '/x/../login?next=/y',
    '/eventos/../login',
  ])('normaliza antes de conferir: recusa %j (o roteador chegaria a //evil.com, a um caminho malformado ou ao /login)', (next) => {
    expect(destinoSeguro(next)).toBeNull();
  });

  it.each([
    ['/./eventos', '/eventos'],
    ['/x/../eventos', '/eventos'],
    ['/eventos/./12', '/eventos/12'],
    ['/eventos//12', '/eventos/12'],
    ['/eventos\\12', '/eventos/12'],
    ['/.\\evil.com', '/evil.com'],
    ['/%2e/eventos?x=1#topo', '/eventos?x=1#topo'],
    ['/eventos/12?next=//evil.com', '/eventos/12?next=//evil.com'],
  ])('devolve o caminho normalizado: %j → %j', (next, esperado) => {
    expect(destinoSeguro(next)).toBe(esperado);
  });
});
