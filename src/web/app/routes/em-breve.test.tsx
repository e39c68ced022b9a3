import { screen } from '@testing-library/react';
import { salvarSessao } from '#web/lib/sessao.ts';
import { sessaoDeTeste } from '#web/testing/fixtures-perfil.ts';
import { renderizar } from '#web/testing/render.tsx';
import { TituloContext } from '../titulo.ts';
import EmBreve from './em-breve.tsx';

describe('página Em breve', () => {
  it('mostra o título da tela e caminhos de volta', () => {
    salvarSessao(sessaoDeTeste());
    renderizar(
      <TituloContext.Provider value="Meus Certificados">
        <EmBreve />
      </TituloContext.Provider>,
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Meus Certificados' })).toBeInTheDocument();
    expect(screen.getByText('Em breve: esta funcionalidade está em construção.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Voltar ao painel' })).toHaveAttribute('href', '/dashboard');
    expect(screen.getByRole('link', { name: 'Central de Ajuda' })).toHaveAttribute('href', '/ajuda');
  });

  it('quem não entrou volta para o início e para a ajuda pública (painel e Central pedem login)', () => {
    renderizar(
      <TituloContext.Provider value="Validar certificado">
        <EmBreve />
      </TituloContext.Provider>,
    );
    expect(screen.getByRole('link', { name: 'Voltar para a página inicial' })).toHaveAttribute('href', '/');
    expect(screen.getByRole('link', { name: 'Ajuda' })).toHaveAttribute('href', '/ajuda-publica');
  });
});
