import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { Link, MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ContagemNaoLidasSchema } from '#shared/contracts/notificacoes.ts';
import { queryClient } from '#web/lib/query-client.ts';
import { salvarSessao } from '#web/lib/sessao.ts';
import { notificarSucesso } from '#web/lib/toast.ts';
import { liberarRolagem, travarRolagem } from '#web/lib/trava-rolagem.ts';
import { sessaoDeTeste } from '#web/testing/fixtures-perfil.ts';
import { respostaDoContrato, usarServidorMsw } from '#web/testing/msw.ts';
import { AppLayout } from './app-layout.tsx';

const servidor = usarServidorMsw();

function Explode(): never {
  throw new Error('quebrou');
}

function montar(rota: string) {
  servidor.use(http.get('/api/notificacoes/nao-lidas/contagem', () => respostaDoContrato(ContagemNaoLidasSchema, { totalNaoLidas: 0, total: 0 })));
  const user = userEvent.setup();
  render(
    <MemoryRouter initialEntries={[rota]}>
      <Routes>
        <Route element={<AppLayout />}>
          <Route path="/" element={<Link to="/eventos">ir para eventos</Link>} />
          <Route path="/eventos" element={<h1>Eventos</h1>} />
          <Route path="/login" element={<h1>Entrar</h1>} />
          <Route path="/quebrada" element={<Explode />} />
        </Route>
      </Routes>
    </MemoryRouter>,
  );
  return user;
}

const entrar = () => salvarSessao(sessaoDeTeste({ nome: 'Maria da Silva' }));

afterEach(async () => {
  cleanup();
  await queryClient.cancelQueries();
  queryClient.clear();
  liberarRolagem();
  vi.restoreAllMocks();
});

describe('moldura das páginas', () => {
  it('sem sessão mostra o cabeçalho público com Entrar e Criar conta, e o rodapé', async () => {
    montar('/');
    expect(await screen.findByRole('link', { name: 'Criar conta' })).toHaveAttribute('href', '/cadastro');
    expect(screen.getByRole('link', { name: 'Entrar' })).toHaveAttribute('href', '/login');
    expect(screen.queryByRole('button', { name: 'Usuário' })).toBeNull();
    expect(await screen.findByRole('contentinfo')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Ir para o conteúdo' })).toHaveAttribute('href', '#conteudo');
  });

  it('com sessão mostra a barra de navegação', async () => {
    entrar();
    montar('/eventos');
    expect(await screen.findByRole('button', { name: 'Usuário' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Criar conta' })).toBeNull();
  });

  it('no /login não há barra nem cabeçalho, mas há rodapé', async () => {
    entrar();
    montar('/login');
    expect(await screen.findByRole('contentinfo')).toBeInTheDocument();
    expect(screen.queryByRole('banner')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Usuário' })).toBeNull();
  });

  it('na troca de página: anuncia, leva o foco ao conteúdo, volta ao topo e limpa travas de rolagem', async () => {
    const user = montar('/');
    const main = screen.getByRole('main');
    expect(main).not.toHaveFocus(); // não rouba o foco na primeira carga
    expect(screen.queryByText(/Página carregada/)).toBeNull();
    travarRolagem(); // um modal esquecido
    document.documentElement.scrollTop = 500;
    await user.click(screen.getByRole('link', { name: 'ir para eventos' }));
    expect(await screen.findByText('Página carregada: /eventos')).toBeInTheDocument();
    expect(main).toHaveFocus();
    expect(document.body.style.overflow).toBe('');
    expect(document.documentElement.scrollTop).toBe(0);
  });

  it('um erro na página mostra a tela de erro e mantém a moldura', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    entrar();
    montar('/quebrada');
    expect(screen.getByRole('heading', { name: 'Ocorreu um erro inesperado' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Recarregar' })).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Usuário' })).toBeInTheDocument();
  });

  it('o contêiner de toasts monta no primeiro toast e mostra o aviso', async () => {
    montar('/');
    expect(screen.queryByRole('region', { name: /Alt\+T/ })).toBeNull();
    act(() => notificarSucesso('✅ Certificado cadastrado.'));
    expect(await screen.findByText('✅ Certificado cadastrado.')).toBeInTheDocument();
    await waitFor(() => expect(document.querySelector('.Toastify__toast-container--top-right')).not.toBeNull());
  });
});
