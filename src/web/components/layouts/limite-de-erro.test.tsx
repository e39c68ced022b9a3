import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { lazy, Suspense } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LimiteDeErro } from './limite-de-erro.tsx';

function Explode(): never {
  throw new Error('quebrou');
}

afterEach(() => vi.restoreAllMocks());

describe('limite de erro', () => {
  it('um erro de renderização mostra a mensagem, a orientação e o botão Recarregar', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const recarregar = vi.fn();
    vi.spyOn(window, 'location', 'get').mockReturnValue({ ...window.location, reload: recarregar });
    render(
      <LimiteDeErro>
        <Explode />
      </LimiteDeErro>,
    );
    expect(screen.getByRole('heading', { name: 'Ocorreu um erro inesperado' })).toBeInTheDocument();
    expect(screen.getByText('Tente recarregar a página. Se o problema persistir, avise o suporte.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Recarregar' }));
    expect(recarregar).toHaveBeenCalled();
  });

  it('falha ao baixar o pedaço de uma página (deploy novo) também cai na tela de erro', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const Pagina = lazy(() => Promise.reject(new TypeError('Failed to fetch dynamically imported module')));
    render(
      <LimiteDeErro>
        <Suspense fallback="Carregando…">
          <Pagina />
        </Suspense>
      </LimiteDeErro>,
    );
    expect(await screen.findByText('Ocorreu um erro inesperado')).toBeInTheDocument();
  });

  it('mudar de página (chave) limpa o erro', () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { rerender } = render(
      <LimiteDeErro chave="/a">
        <Explode />
      </LimiteDeErro>,
    );
    expect(screen.getByRole('alert')).toBeInTheDocument();
    rerender(
      <LimiteDeErro chave="/b">
        <p>outra página</p>
      </LimiteDeErro>,
    );
    expect(screen.getByText('outra página')).toBeInTheDocument();
  });

  it('com alternativa nula some em silêncio (barra, rodapé)', () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { container } = render(
      <LimiteDeErro alternativa={null}>
        <Explode />
      </LimiteDeErro>,
    );
    expect(container).toBeEmptyDOMElement();
  });
});
