import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderizar } from '#web/testing/render.tsx';
import PaginaPrivacidade from './privacidade.tsx';

describe('Política de Privacidade', () => {
  it('mostra os três compromissos, as seções da LGPD, o direito de baixar os dados e o contato', () => {
    renderizar(<PaginaPrivacidade />);
    expect(screen.getByRole('heading', { level: 1, name: 'Política de Privacidade' })).toBeInTheDocument();
    for (const c of ['Coleta mínima', 'Acesso restrito', 'Sem venda de dados']) expect(screen.getByRole('heading', { name: c })).toBeInTheDocument();
    for (const s of ['Quais dados coletamos', 'Para que usamos', 'Armazenamento e segurança', 'Compartilhamento', 'Seus direitos', 'Contato']) {
      expect(screen.getByRole('heading', { level: 2, name: s })).toBeInTheDocument();
    }
    expect(screen.getByText(/Baixar uma cópia dos seus dados/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'contato@escola.demo' })).toHaveAttribute('href', 'mailto:contato@escola.demo?subject=Privacidade');
    expect(screen.getAllByRole('link', { name: /Voltar para a página inicial/ })[0]).toHaveAttribute('href', '/');
  });
});
