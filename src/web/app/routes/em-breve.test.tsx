import { screen } from '@testing-library/react';
import { renderizar } from '#web/testing/render.tsx';
import { TituloContext } from '../titulo.ts';
import EmBreve from './em-breve.tsx';

describe('página Em breve', () => {
  it('mostra o título da tela e caminhos de volta', () => {
    renderizar(
      <TituloContext.Provider value="Meus Certificados">
        <EmBreve />
      </TituloContext.Provider>,
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Meus Certificados' })).toBeInTheDocument();
    expect(screen.getByText('Em breve: esta funcionalidade está em construção.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Voltar ao painel' })).toHaveAttribute('href', '/dashboard');
  });
});
