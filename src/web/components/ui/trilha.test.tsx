import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from '#web/lib/roteador.tsx';
import { describe, expect, it } from 'vitest';
import { Trilha } from './trilha.tsx';

describe('Trilha', () => {
  it('links para os níveis anteriores e a página atual marcada com aria-current', () => {
    render(
      <MemoryRouter>
        <Trilha itens={[{ rotulo: 'Início', para: '/' }, { rotulo: 'Administração', para: '/administrador' }, { rotulo: 'Certificados Avulsos', para: '/certificados-avulsos' }]} />
      </MemoryRouter>,
    );
    const nav = screen.getByRole('navigation', { name: 'Trilha de navegação' });
    expect(within(nav).getAllByRole('link').map((a) => a.getAttribute('href'))).toEqual(['/', '/administrador']);
    expect(within(nav).getByText('Certificados Avulsos')).toHaveAttribute('aria-current', 'page');
    expect(within(nav).getAllByRole('listitem')).toHaveLength(3);
  });

  it('sem itens não mostra nada', () => {
    const { container } = render(<Trilha itens={[]} />);
    expect(container).toBeEmptyDOMElement();
  });
});
