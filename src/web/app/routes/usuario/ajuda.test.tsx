import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderizar } from '#web/testing/render.tsx';
import PaginaAjuda from './ajuda.tsx';

describe('Central de Ajuda', () => {
  it('tem o FAQ em sanfona (details/summary) e leva ao manual', async () => {
    const { user, container } = renderizar(<PaginaAjuda />);
    expect(screen.getByRole('heading', { level: 1, name: 'Central de Ajuda' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Ver Manual' })).toHaveAttribute('href', '/usuario/manual');
    const itens = container.querySelectorAll('details');
    expect(itens.length).toBeGreaterThanOrEqual(12);
    const certificado = screen.getByText('Quando recebo meu certificado?');
    await user.click(certificado);
    expect(certificado.closest('details')).toHaveAttribute('open');
    expect(certificado.closest('details')).toHaveTextContent(/turma terminou.*pelo menos 75 %.*teste do curso.*avaliação/);
  });
});
