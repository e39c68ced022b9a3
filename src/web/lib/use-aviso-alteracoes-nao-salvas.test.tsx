import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest';
import { BrowserRouter, Link, MemoryRouter, Route, Routes, useLocation, useNavigate } from './roteador.tsx';
import { PERGUNTA_ALTERACOES_NAO_SALVAS, useAvisoAlteracoesNaoSalvas } from './use-aviso-alteracoes-nao-salvas.ts';

/** Um formulário mínimo: sujo com texto, "Salvar" o limpa. */
function Formulario() {
  const [texto, setTexto] = useState('');
  const navegar = useNavigate();
  useAvisoAlteracoesNaoSalvas(texto !== '');
  return (
    <>
      <label>
        Texto <input value={texto} onChange={(e) => setTexto(e.target.value)} />
      </label>
      <button type="button" onClick={() => setTexto('')}>
        Salvar
      </button>
      <button type="button" onClick={() => navegar(-1)}>
        Voltar
      </button>
      <button type="button" onClick={() => navegar('/salvo?id=1', { replace: true })}>
        Trocar o endereço
      </button>
      <Link to="/outra">Outra página</Link>
      <Link to="/form?aba=2">Outra aba</Link>
      <Link to="/form#parte">Parte</Link>
    </>
  );
}

function Local() {
  const l = useLocation();
  return <output data-testid="local">{l.pathname + l.search + l.hash}</output>;
}
const local = () => screen.getByTestId('local').textContent;

const ROTAS = (
  <Routes>
    <Route path="/inicio" element={<p>início</p>} />
    <Route path="/form" element={<Formulario />} />
    <Route path="/outra" element={<p>outra</p>} />
    <Route path="/salvo" element={<p>salvo</p>} />
  </Routes>
);

function abrir() {
  const user = userEvent.setup();
  render(
    <MemoryRouter initialEntries={['/inicio', '/form']}>
      {ROTAS}
      <Local />
    </MemoryRouter>,
  );
  return user;
}

let confirmar: MockInstance<(mensagem?: string) => boolean>;
beforeEach(() => {
  confirmar = vi.spyOn(window, 'confirm').mockReturnValue(false);
});
afterEach(() => confirmar.mockRestore());

describe('useAvisoAlteracoesNaoSalvas: navegação no app', () => {
  it('limpo, sai sem perguntar', async () => {
    const user = abrir();
    await user.click(screen.getByRole('link', { name: 'Outra página' }));
    expect(local()).toBe('/outra');
    expect(confirmar).not.toHaveBeenCalled();
  });

  it('sujo, um link pergunta; "Cancelar" fica com o texto, "OK" sai', async () => {
    const user = abrir();
    await user.type(screen.getByLabelText('Texto'), 'rascunho');
    await user.click(screen.getByRole('link', { name: 'Outra página' }));
    expect(confirmar).toHaveBeenCalledWith(PERGUNTA_ALTERACOES_NAO_SALVAS);
    expect(local()).toBe('/form');
    expect(screen.getByLabelText('Texto')).toHaveValue('rascunho');

    confirmar.mockReturnValue(true);
    await user.click(screen.getByRole('link', { name: 'Outra página' }));
    expect(confirmar).toHaveBeenCalledTimes(2);
    expect(local()).toBe('/outra');
  });

  it('sujo, o voltar pergunta; trocar só a consulta também é trocar de página, o # não', async () => {
    const user = abrir();
    await user.type(screen.getByLabelText('Texto'), 'x');
    await user.click(screen.getByRole('button', { name: 'Voltar' }));
    expect(confirmar).toHaveBeenCalledTimes(1);
    expect(local()).toBe('/form');
    await user.click(screen.getByRole('link', { name: 'Outra aba' }));
    expect(confirmar).toHaveBeenCalledTimes(2);
    expect(local()).toBe('/form');
    await user.click(screen.getByRole('link', { name: 'Parte' }));
    expect(confirmar).toHaveBeenCalledTimes(2);
    expect(local()).toBe('/form#parte');
  });

  it('salvo, fica limpo e sai sem perguntar', async () => {
    const user = abrir();
    await user.type(screen.getByLabelText('Texto'), 'x');
    await user.click(screen.getByRole('button', { name: 'Salvar' }));
    await user.click(screen.getByRole('button', { name: 'Voltar' }));
    expect(local()).toBe('/inicio');
    expect(confirmar).not.toHaveBeenCalled();
  });

  it('o app trocando o próprio endereço (substituir, como depois de salvar) não pergunta', async () => {
    const user = abrir();
    await user.type(screen.getByLabelText('Texto'), 'x');
    await user.click(screen.getByRole('button', { name: 'Trocar o endereço' }));
    expect(local()).toBe('/salvo?id=1');
    expect(confirmar).not.toHaveBeenCalled();
  });
});

describe('useAvisoAlteracoesNaoSalvas: fechar a aba ou recarregar', () => {
  const fechar = () => {
    const e = new Event('beforeunload', { cancelable: true });
    window.dispatchEvent(e);
    return e.defaultPrevented;
  };

  it('sujo, o navegador avisa; limpo ou fora da página, não', async () => {
    const user = abrir();
    expect(fechar()).toBe(false);
    await user.type(screen.getByLabelText('Texto'), 'x');
    expect(fechar()).toBe(true);
    await user.click(screen.getByRole('button', { name: 'Salvar' }));
    expect(fechar()).toBe(false);
    await user.type(screen.getByLabelText('Texto'), 'y');
    confirmar.mockReturnValue(true);
    await user.click(screen.getByRole('link', { name: 'Outra página' }));
    expect(local()).toBe('/outra');
    expect(fechar()).toBe(false);
  });
});

describe('useAvisoAlteracoesNaoSalvas: o voltar do navegador (BrowserRouter)', () => {
  afterEach(() => window.history.replaceState(null, '', '/'));

  it('recusado, o endereço volta para a página do formulário e o texto fica', async () => {
    window.history.replaceState(null, '', '/inicio');
    render(
      <BrowserRouter>
        {ROTAS}
        <Local />
        <Link to="/form">Abrir formulário</Link>
      </BrowserRouter>,
    );
    fireEvent.click(screen.getByRole('link', { name: 'Abrir formulário' }));
    await screen.findByLabelText('Texto');
    fireEvent.change(screen.getByLabelText('Texto'), { target: { value: 'rascunho' } });

    act(() => window.history.back());
    await waitFor(() => expect(confirmar).toHaveBeenCalledTimes(1));
    await waitFor(() => expect(window.location.pathname).toBe('/form'));
    expect(local()).toBe('/form');
    expect(screen.getByLabelText('Texto')).toHaveValue('rascunho');

    // um link `#…` comum não troca de página: não pergunta, e o endereço do roteador acompanha
    act(() => void (window.location.hash = 'parte'));
    await waitFor(() => expect(local()).toBe('/form#parte'));
    expect(confirmar).toHaveBeenCalledTimes(1);
    act(() => window.history.back());
    await waitFor(() => expect(local()).toBe('/form'));
    expect(confirmar).toHaveBeenCalledTimes(1);

    confirmar.mockReturnValue(true);
    act(() => window.history.back());
    await waitFor(() => expect(local()).toBe('/inicio'));
    expect(confirmar).toHaveBeenCalledTimes(2);
    expect(window.location.pathname).toBe('/inicio');
  });
});
