import { describe, expect, it } from 'vitest';
import { destinoValidarPresenca, semHtml } from './redirecionamentos.ts';

describe('semHtml', () => {
  it.each([
    ['/ajuda.html', '', '/ajuda'],
    ['/privacidade.html', '?x=1&y=2', '/privacidade?x=1&y=2'],
    ['/validar-certificado.HTML', '?codigo=ABC', '/validar-certificado?codigo=ABC'],
    ['/index.html', '', '/'],
    ['/ajuda/index.htm', '?a=b', '/ajuda/?a=b'],
    ['/presenca/12.html', '?t=abc', '/presenca/12?t=abc'],
    ['//evil.example.html', '', '/evil.example'],
    ['///evil.example.html', '?x=1', '/evil.example?x=1'],
    ['/\\evil.example.html', '', '/evil.example'],
    ['//index.html', '', '/'],
  ])('%s%s → %s', (caminho, query, esperado) => {
    expect(semHtml(caminho, query)).toBe(esperado);
  });

  it('o resultado é sempre um caminho da mesma origem: uma barra só no começo', () => {
    for (const caminho of ['//evil.example.html', '////a.b.html', '/\\/x.html', '//evil.example/index.html']) {
      const destino = semHtml(caminho, '')!;
      expect(destino).toMatch(/^\/(?![/\\])/);
      expect(new URL(destino, 'https://escola.gov.br').origin).toBe('https://escola.gov.br');
    }
  });

  it('caminho sem .html fica como está (nulo)', () => {
    expect(semHtml('/ajuda', '')).toBeNull();
    expect(semHtml('/html', '')).toBeNull();
  });
});

describe('destinoValidarPresenca', () => {
  const q = (codigo: string, nome = 'codigo') => `?${nome}=${encodeURIComponent(codigo)}`;

  it.each([
    ['link completo com turma e t', q('https://escola.gov.br/presenca?turma=12&t=abc'), '/presenca?turma=12&t=abc'],
    ['link completo com turma_id e token', q('https://escola.gov.br/x?turma_id=5&token=tk'), '/presenca?turma=5&t=tk'],
    ['link com id', q('http://localhost:5173/presenca?id=9'), '/presenca?turma=9'],
    ['segmento de caminho /presenca/123', q('https://escola.gov.br/presenca/123?t=zz'), '/presenca?turma=123&t=zz'],
    ['caminho relativo /presenca/77', q('/presenca/77'), '/presenca?turma=77'],
    ['query solta', q('turma=44&t=xyz'), '/presenca?turma=44&t=xyz'],
    ['query solta com ?', q('?turma=45'), '/presenca?turma=45'],
    ['parâmetro c no lugar de codigo', q('turma=46', 'c'), '/presenca?turma=46'],
    ['codificado duas vezes', `?codigo=${encodeURIComponent(encodeURIComponent('https://x.gov.br/presenca?turma=8&t=a b'))}`, '/presenca?turma=8&t=a+b'],
    ['turma fora do código, na própria query', '?turma=21&t=k', '/presenca?turma=21&t=k'],
    ['turma não numérica é ignorada', q('turma=abc&t=k'), '/presenca?t=k'],
    ['link sem esquema, com host', q('escola.gov.br/presenca/12?t=abc'), '/presenca?turma=12&t=abc'],
    ['caminho sem barra no parâmetro c', q('presenca/12?t=abc', 'c'), '/presenca?turma=12&t=abc'],
    ['link sem esquema com turma na query', q('escola.gov.br/presenca?turma=7&token=tk'), '/presenca?turma=7&t=tk'],
    ['link sem esquema e sem query', q('escola.gov.br/presenca/9'), '/presenca?turma=9'],
    ['link sem esquema codificado duas vezes', `?c=${encodeURIComponent(encodeURIComponent('www.escola.gov.br/presenca/33?t=x y'))}`, '/presenca?turma=33&t=x+y'],
    ['fragmento não entra no token', q('https://escola.gov.br/presenca/5?t=abc#topo'), '/presenca?turma=5&t=abc'],
    ['"presenca/<n>" dentro do token não vira turma', q('escola.gov.br/x?t=presenca/99'), '/presenca?t=presenca%2F99'],
    ['nada reconhecível', '?codigo=bobagem', '/presenca'],
    ['sem parâmetros', '', '/presenca'],
  ])('%s', (_nome, search, esperado) => {
    expect(destinoValidarPresenca(search)).toBe(esperado);
  });

  it('codificação ruim é tolerada: aproveita o que dá para ler, sem lançar erro', () => {
    expect(destinoValidarPresenca('?codigo=turma%3D3%26t%3Dab%25E0%25A4%25')).toMatch(/^\/presenca\?turma=3&t=ab/);
    expect(() => destinoValidarPresenca('?codigo=%E0%A4%A')).not.toThrow();
  });
});
