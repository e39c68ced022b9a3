import { describe, expect, it } from 'vitest';
import { linkInterno } from './ordenar.ts';

describe('linkInterno (navegação do "Ver mais" das notificações)', () => {
  it.each([
    ['/certificados', '/certificados'],
    ['/presenca?turma=12&t=abc', '/presenca?turma=12&t=abc'],
    ['  /eventos  ', '/eventos'],
  ])('aceita o caminho interno %j', (link, esperado) => {
    expect(linkInterno(link)).toBe(esperado);
  });

  it.each([
    null,
    '',
    '/\t/evil.example',
    '/\n/evil',
    '/\r/evil',
    '//x',
    '/\\x',
    '\\\\evil.example',
    'javascript:alert(1)',
    'JavaScript:alert(document.cookie)',
    'https://evil.example/',
    'certificados',
  ])('recusa %j (poderia levar a outro site)', (link) => {
    expect(linkInterno(link)).toBeNull();
  });
});
