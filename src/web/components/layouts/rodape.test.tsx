import { render, screen } from '@testing-library/react';
import { MemoryRouter } from '#web/lib/roteador.tsx';
import { describe, expect, it } from 'vitest';
import { Rodape } from './rodape.tsx';

function montar(iso: string, logado = false) {
  render(
    <MemoryRouter>
      <Rodape data={new Date(`${iso}T15:00:00Z`)} logado={logado} />
    </MemoryRouter>,
  );
}

const linksDoRodape = () =>
  [...screen.getByRole('navigation', { name: 'Links do rodapé' }).querySelectorAll('a')].map((a) => [a.textContent, a.getAttribute('href')]);

describe('rodapé', () => {
  it('mostra endereço em Santos/SP, um telefone, um e-mail e os links Sobre, Contato, Privacidade e Ajuda', () => {
    montar('2026-03-10', true);
    expect(screen.getByText(/Santos\/SP/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '(13) 0000-0000' })).toHaveAttribute('href', 'tel:+551300000000');
    expect(screen.getByRole('link', { name: 'contato@escola.demo' })).toHaveAttribute('href', 'mailto:contato@escola.demo');
    expect(linksDoRodape()).toEqual([
      ['Sobre', '/sobre'],
      ['Contato', '/contato'],
      ['Privacidade', '/privacidade'],
      ['Ajuda', '/ajuda'],
    ]);
  });

  it('quem não entrou vai para a ajuda pública (a Central de Ajuda pede login)', () => {
    montar('2026-03-10');
    expect(linksDoRodape()).toContainEqual(['Ajuda', '/ajuda-publica']);
    expect(linksDoRodape()).not.toContainEqual(['Ajuda', '/ajuda']);
  });

  it('fora dos meses 7 a 12 é o rodapé simples, sem banner de campanha', () => {
    montar('2026-03-10');
    expect(screen.queryByRole('region', { name: /Campanha/ })).toBeNull();
    expect(screen.getByText(/© 2026 Escola da Saúde/)).toBeInTheDocument();
  });

  it.each([
    ['2026-07-05', 'Julho Amarelo', '01/07 a 31/07'],
    ['2026-09-12', 'Setembro Amarelo', '01/09 a 30/09'],
    ['2027-10-20', 'Outubro Rosa', '01/10 a 31/10'],
    ['2026-11-30', 'Novembro Azul', '01/11 a 30/11'],
  ])('em %s mostra o banner %s com o período %s e o ano no copyright', (data, nome, periodo) => {
    montar(data);
    const banner = screen.getByRole('region', { name: `Campanha ${nome}` });
    expect(banner).toHaveTextContent(nome);
    expect(banner).toHaveTextContent(periodo);
    expect(screen.getByText(new RegExp(`© ${data.slice(0, 4)} Escola da Saúde`))).toBeInTheDocument();
  });
});
