import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { enderecoSeguro, lerMarkdown, lerTrechos } from './markdown.ts';
import { TextoMarkdown } from './texto-markdown.tsx';

describe('Markdown do edital: o que vira link e o que fica texto', () => {
  it('aceita http(s), mailto, âncora e caminho do site; recusa javascript:, data:, vbscript: e disfarces', () => {
    expect(enderecoSeguro('https://saude.santos.sp.gov.br/edital.pdf')).toBe('https://saude.santos.sp.gov.br/edital.pdf');
    expect(enderecoSeguro('mailto:mostra@escola.gov.br')).toBe('mailto:mostra@escola.gov.br');
    expect(enderecoSeguro('#inscricao')).toBe('#inscricao');
    expect(enderecoSeguro('/submissoes')).toBe('/submissoes');
    for (const ruim of ['javascript:alert(1)', 'JaVaScRiPt:alert(1)', 'java\tscript:alert(1)', ' javascript:alert(1)', '\u0001javascript:alert(1)', 'data:text/html,<script>alert(1)</script>', 'vbscript:msgbox(1)', '//malicioso.example', 'javascript&#58;alert(1)', 'arquivo.pdf', '']) {
      expect(enderecoSeguro(ruim), ruim).toBeNull();
    }
  });

  it('lê ênfases, código, links e quebras', () => {
    expect(lerTrechos('um **forte** e *leve* com `x*y` e [site](https://a.example)')).toEqual([
      { t: 'texto', v: 'um ' },
      { t: 'negrito', filhos: [{ t: 'texto', v: 'forte' }] },
      { t: 'texto', v: ' e ' },
      { t: 'italico', filhos: [{ t: 'texto', v: 'leve' }] },
      { t: 'texto', v: ' com ' },
      { t: 'codigo', v: 'x*y' },
      { t: 'texto', v: ' e ' },
      { t: 'link', href: 'https://a.example/', filhos: [{ t: 'texto', v: 'site' }] },
    ]);
    expect(lerTrechos('nome_do_arquivo_final e 2 * 3 * 4')).toEqual([{ t: 'texto', v: 'nome_do_arquivo_final e 2 * 3 * 4' }]);
    expect(lerTrechos('linha  \noutra')).toEqual([{ t: 'texto', v: 'linha' }, { t: 'quebra' }, { t: 'texto', v: 'outra' }]);
    expect(lerTrechos('\\*sem ênfase\\*')).toEqual([{ t: 'texto', v: '*sem ênfase*' }]);
  });

  it('lê títulos, listas (com lista dentro), citação, código e régua', () => {
    const blocos = lerMarkdown('## Edital\n\nTexto de\ndois versos.\n\n- um\n- dois\n  - dois.a\n\n3. três\n4. quatro\n\n> citado\n\n```\n<b>cru</b>\n```\n\n---');
    expect(blocos.map((b) => b.t)).toEqual(['titulo', 'paragrafo', 'lista', 'lista', 'citacao', 'codigo', 'regua']);
    expect(blocos[1]).toEqual({ t: 'paragrafo', trechos: [{ t: 'texto', v: 'Texto de dois versos.' }] });
    const lista = blocos[2] as Extract<(typeof blocos)[number], { t: 'lista' }>;
    expect(lista.itens).toHaveLength(2);
    expect(lista.itens[1]!.map((b) => b.t)).toEqual(['paragrafo', 'lista']);
    expect(blocos[3]).toMatchObject({ t: 'lista', ordenada: true, inicio: 3 });
    expect(blocos[5]).toEqual({ t: 'codigo', v: '<b>cru</b>' });
  });

  it('na tela: HTML escrito aparece como texto, link perigoso fica só com o texto, títulos encaixam debaixo da seção', () => {
    const { container } = render(
      <TextoMarkdown
        nivelBase={3}
        texto={'## Regras\n\n<script>alert(1)</script> <img src=x onerror=alert(1)>\n\n[clique](javascript:alert(1)) e [edital](https://escola.example/edital.pdf)\n\n### Prazos'}
      />,
    );
    expect(container.querySelector('script, img')).toBeNull();
    expect(screen.getByText(/<script>alert\(1\)<\/script>/)).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 3, name: 'Regras' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 4, name: 'Prazos' })).toBeInTheDocument();
    const links = screen.getAllByRole('link');
    expect(links).toHaveLength(1);
    expect(links[0]).toHaveAttribute('href', 'https://escola.example/edital.pdf');
    expect(links[0]).toHaveAttribute('rel', 'noopener noreferrer nofollow');
    expect(screen.getByText(/clique/)).toBeInTheDocument();
    expect(container.querySelector('[href^="javascript"]')).toBeNull();
  });
});
