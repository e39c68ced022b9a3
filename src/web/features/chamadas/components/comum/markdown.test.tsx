import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import LeitorMarkdown from './leitor-markdown.tsx';
import { enderecoSeguro } from './markdown.ts';
import { TextoMarkdown } from './texto-markdown.tsx';

/** Nenhum elemento nem atributo perigoso no que foi montado. */
function semNadaPerigoso(container: HTMLElement) {
  expect(container.querySelector('script, img, iframe, object, embed, style, svg')).toBeNull();
  for (const el of container.querySelectorAll('*')) {
    for (const { name, value } of el.attributes) {
      expect(name.startsWith('on'), `${el.tagName} ${name}`).toBe(false);
      if (name === 'href' || name === 'src') expect(value, `${el.tagName} ${name}`).not.toMatch(/^\s*(javascript|data|vbscript):/i);
    }
  }
}

describe('Markdown do edital: o que vira link e o que fica texto', () => {
  it('aceita http(s), mailto, âncora e caminhos relativos; recusa javascript:, data:, vbscript:, irc:, xmpp: e disfarces', () => {
    expect(enderecoSeguro('https://saude.santos.sp.gov.br/edital.pdf')).toBe('https://saude.santos.sp.gov.br/edital.pdf');
    expect(enderecoSeguro('http://escola.example')).toBe('http://escola.example');
    expect(enderecoSeguro('mailto:mostra@escola.gov.br')).toBe('mailto:mostra@escola.gov.br');
    expect(enderecoSeguro('#inscricao')).toBe('#inscricao');
    expect(enderecoSeguro('/submissoes')).toBe('/submissoes');
    expect(enderecoSeguro('anexos/regulamento.pdf')).toBe('anexos/regulamento.pdf');
    for (const ruim of [
      'javascript:alert(1)',
      'JaVaScRiPt:alert(1)',
      'java\tscript:alert(1)',
      ' javascript:alert(1)',
      '\u0001javascript:alert(1)',
      'data:text/html,<script>alert(1)</script>',
      'vbscript:msgbox(1)',
      'irc://irc.example/canal',
      'xmpp:alguem@example',
      'file:///etc/passwd',
    ]) {
      expect(enderecoSeguro(ruim), ruim).toBe('');
    }
  });

  it('na tela: HTML escrito aparece como texto, link perigoso fica só com o texto, títulos encaixam debaixo da seção', () => {
    const { container } = render(
      <LeitorMarkdown
        nivelBase={3}
        texto={'## Regras\n\n<script>alert(1)</script> <img src=x onerror=alert(1)>\n\n[clique](javascript:alert(1)) e [edital](https://escola.example/edital.pdf)\n\n### Prazos'}
      />,
    );
    semNadaPerigoso(container);
    expect(screen.getByText(/<script>alert\(1\)<\/script>/)).toBeInTheDocument();
    expect(screen.getByText(/<img src=x onerror=alert\(1\)>/)).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 3, name: 'Regras' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 4, name: 'Prazos' })).toBeInTheDocument();
    const links = screen.getAllByRole('link');
    expect(links).toHaveLength(1);
    expect(links[0]).toHaveAttribute('href', 'https://escola.example/edital.pdf');
    expect(links[0]).toHaveAttribute('target', '_blank');
    expect(links[0]).toHaveAttribute('rel', 'noopener noreferrer nofollow');
    expect(links[0]).toHaveAccessibleName('edital (abre em nova aba)');
    expect(screen.getByText(/clique/)).toBeInTheDocument();
  });

  it('HTML em bloco, entidades, autolinks, referências, imagens e destinos entre <> também não abrem brecha', () => {
    const { container } = render(
      <LeitorMarkdown
        texto={[
          '<div onclick="alert(1)">bloco</div>',
          '',
          '<iframe src="javascript:alert(1)"></iframe>',
          '',
          '[entidade](javascript&#58;alert(1)) [codificado](jav&#x61;script:alert(1)) [<>](<java script:alert(1)>)',
          '',
          '<javascript:alert(1)> <data:text/html,oi> [ref][r] ![foto](https://rastreio.example/p.gif) ![](javascript:alert(1))',
          '',
          '[r]: vbscript:msgbox(1)',
        ].join('\n')}
      />,
    );
    semNadaPerigoso(container);
    expect(screen.queryAllByRole('link')).toHaveLength(0);
    expect(screen.queryByRole('img')).toBeNull();
    expect(screen.getByText(/entidade/)).toBeInTheDocument();
    expect(screen.getByText(/foto/)).toBeInTheDocument(); // a imagem fica só com a descrição
  });

  it('links internos e mailto abrem na mesma aba; ênfases, listas, citação, código e régua têm as classes da casa', () => {
    const { container } = render(
      <LeitorMarkdown
        nivelBase={3}
        texto={'# Edital\n\nUm **forte** e *leve* com `x*y`, [inscrição](#inscricao), [lista](/submissoes) e <mostra@escola.gov.br>.\n\n- um\n- dois\n  - dois.a\n\n3. três\n4. quatro\n\n> citado\n\n```\n<b>cru</b>\n```\n\n---'}
      />,
    );
    semNadaPerigoso(container);
    expect(screen.getByRole('heading', { level: 3, name: 'Edital' })).toBeInTheDocument();
    expect(screen.getByText('forte').tagName).toBe('STRONG');
    expect(screen.getByText('leve').tagName).toBe('EM');
    expect(screen.getByText('x*y').tagName).toBe('CODE');
    for (const nome of ['inscrição', 'lista', 'mostra@escola.gov.br']) {
      const link = screen.getByRole('link', { name: nome });
      expect(link).not.toHaveAttribute('target');
      expect(link).not.toHaveAttribute('rel');
    }
    expect(screen.getByRole('link', { name: 'mostra@escola.gov.br' })).toHaveAttribute('href', 'mailto:mostra@escola.gov.br');
    const listas = screen.getAllByRole('list');
    expect(listas.map((l) => l.tagName)).toEqual(['UL', 'UL', 'OL']);
    expect(listas[2]).toHaveAttribute('start', '3');
    expect(listas[0]).toHaveClass('list-disc');
    expect(container.querySelector('blockquote')).toHaveTextContent('citado');
    expect(container.querySelector('pre code')).toHaveTextContent('<b>cru</b>');
    expect(container.querySelector('hr')).not.toBeNull();
  });

  it('TextoMarkdown baixa o leitor sob demanda e mostra o texto', async () => {
    render(<TextoMarkdown texto={'## Regras\n\nTexto com **negrito**.'} nivelBase={3} />);
    expect(await screen.findByRole('heading', { level: 3, name: 'Regras' })).toBeInTheDocument();
    expect(screen.getByText('negrito').tagName).toBe('STRONG');
  });
});
