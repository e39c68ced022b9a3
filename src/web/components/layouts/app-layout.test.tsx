import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import { useEffect, useState } from 'react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { Link, MemoryRouter, Route, Routes } from '#web/lib/roteador.tsx';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { ContagemNaoLidasSchema } from '#shared/contracts/notificacoes.ts';
import { queryClient } from '#web/lib/query-client.ts';
import { CHAVES, salvarSessao } from '#web/lib/sessao.ts';
import { notificarSucesso } from '#web/lib/toast.ts';
import { liberarRolagem, travarRolagem } from '#web/lib/trava-rolagem.ts';
import { sessaoDeTeste } from '#web/testing/fixtures-perfil.ts';
import { handlerInstituicao } from '#web/testing/fixtures-instituicao.ts';
import { jwtDeTeste } from '#web/testing/jwt.ts';
import { respostaDoContrato, usarServidorMsw } from '#web/testing/msw.ts';
import { AppLayout } from './app-layout.tsx';
import { barraOculta } from './visibilidade.ts';

const servidor = usarServidorMsw();

// as partes da moldura descem sob demanda: a primeira importação de cada uma (a transformação do módulo
// pelo Vitest) fica aqui, fora da espera de cada teste, que mede só a decisão da moldura
beforeAll(async () => {
  await Promise.all([import('./barra-navegacao.tsx'), import('./cabecalho-publico.tsx'), import('./rodape.tsx'), import('./container-de-toasts.tsx')]);
});

function Explode(): never {
  throw new Error('quebrou');
}

/** Página cujo título chega depois (como a que espera os dados): o teste decide quando, com `liberarTitulo`. */
let liberarTitulo: () => void = () => undefined;
function TituloTardio() {
  const [pronto, setPronto] = useState(false);
  useEffect(() => {
    liberarTitulo = () => setPronto(true);
  }, []);
  return (
    <>
      <input aria-label="Busca" />
      {pronto && <h1>Relatório</h1>}
    </>
  );
}

let contagens = 0;
function montar(
  rota: string,
  contagem: () => Response = () => respostaDoContrato(ContagemNaoLidasSchema, { totalNaoLidas: 0, total: 0 }),
  privada?: (pathname: string) => boolean,
) {
  contagens = 0;
  servidor.use(handlerInstituicao(), http.get('/api/notificacoes/nao-lidas/contagem', () => (contagens++, contagem())));
  const user = userEvent.setup();
  render(
    <MemoryRouter initialEntries={[rota]}>
      <Routes>
        <Route element={<AppLayout privada={privada} />}>
          <Route
            path="/"
            element={
              <>
                <h1>Início</h1>
                <Link to="/eventos">ir para eventos</Link> <Link to="/relatorio">ir para o relatório</Link>
              </>
            }
          />
          <Route path="/relatorio" element={<TituloTardio />} />
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
/** Sessão só de cookie: a pessoa guardada, sem token nem refresh_token. */
const guardarUsuario = () => localStorage.setItem(CHAVES.usuario, JSON.stringify(sessaoDeTeste({ nome: 'Maria da Silva' }).usuario));

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
    expect(barraOculta('/login')).toBe(true);
    expect(barraOculta('/eventos')).toBe(false);
    entrar();
    // Primeiro onde a barra DEVE aparecer: o pedaço preguiçoso dela chega e fica resolvido. Daí em
    // diante ela renderiza sem suspender — se a regra falhasse no /login, ela estaria lá na hora.
    montar('/eventos');
    expect(await screen.findByRole('button', { name: 'Usuário' })).toBeInTheDocument();
    expect(screen.getByRole('banner')).toBeInTheDocument();
    cleanup();
    montar('/login');
    expect(await screen.findByRole('contentinfo')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Entrar' })).toBeInTheDocument();
    expect(screen.queryByRole('banner')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Usuário' })).toBeNull();
  });

  it('no /login sem sessão também não há o cabeçalho público (já carregado noutra página)', async () => {
    montar('/');
    expect(await screen.findByRole('link', { name: 'Criar conta' })).toBeInTheDocument();
    cleanup();
    montar('/login');
    expect(await screen.findByRole('contentinfo')).toBeInTheDocument();
    expect(screen.queryByRole('banner')).toBeNull();
    expect(screen.queryByRole('link', { name: 'Criar conta' })).toBeNull();
  });

  it('um usuario que sobrou no armazenamento (sessão de cookie vencida) não conta: cabeçalho público e sino parado', async () => {
    guardarUsuario();
    montar('/eventos');
    expect(await screen.findByRole('link', { name: 'Criar conta' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Usuário' })).toBeNull();
    // o cabeçalho público já está na tela: a barra (com o sino) não foi montada e nenhuma consulta está no ar
    expect(queryClient.isFetching()).toBe(0);
    expect(contagens).toBe(0);
  });

  it('numa página com login, enquanto a sessão não se confirma, o lugar da barra fica reservado (sem cabeçalho público)', async () => {
    const privada = (p: string) => p === '/eventos';
    // numa página pública, o cabeçalho público continua
    montar('/', undefined, privada);
    expect(await screen.findByRole('link', { name: 'Criar conta' })).toBeInTheDocument();
    cleanup();
    montar('/eventos', undefined, privada);
    expect(await screen.findByRole('heading', { name: 'Eventos' })).toBeInTheDocument();
    expect(await screen.findByRole('contentinfo')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Criar conta' })).toBeNull();
    expect(screen.queryByRole('banner')).toBeNull();
    expect(document.querySelector('div.h-14[aria-hidden="true"]')).not.toBeNull();
    // a guarda confirma a sessão: a barra chega no mesmo lugar
    act(() => entrar());
    expect(await screen.findByRole('button', { name: 'Usuário' })).toBeInTheDocument();
  });

  it('sessão por cookie confirmada pela guarda nesta aba mostra a barra de navegação', async () => {
    guardarUsuario();
    sessionStorage.setItem(CHAVES.sessaoConfirmada, '1');
    montar('/eventos');
    expect(await screen.findByRole('button', { name: 'Usuário' })).toBeInTheDocument();
  });

  it('o sino leva 401 (sessão de cookie vencida): limpa a sessão local e a moldura volta ao estado de quem não entrou', async () => {
    guardarUsuario();
    sessionStorage.setItem(CHAVES.sessaoConfirmada, '1');
    montar('/eventos', () => HttpResponse.json({ erro: 'Não autenticado.' }, { status: 401 }));
    expect(await screen.findByRole('link', { name: 'Criar conta' }, { timeout: 3000 })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Usuário' })).toBeNull();
    expect(contagens).toBe(1);
    expect(localStorage.getItem(CHAVES.usuario)).toBeNull();
    expect(sessionStorage.getItem(CHAVES.sessaoConfirmada)).toBeNull();
  });

  it('token que vence com a página aberta é limpo fora do render (sem o aviso "Cannot update a component")', async () => {
    entrar();
    const user = montar('/');
    expect(await screen.findByRole('button', { name: 'Usuário' })).toBeInTheDocument();
    const erros = vi.spyOn(console, 'error');
    // vence em silêncio (nenhum evento): a próxima renderização é quem descobre
    localStorage.setItem(CHAVES.token, jwtDeTeste({ expEm: -1 }));
    localStorage.removeItem(CHAVES.refresh);
    await user.click(screen.getByRole('link', { name: 'ir para eventos' }));
    expect(await screen.findByRole('link', { name: 'Criar conta' })).toBeInTheDocument();
    expect(localStorage.getItem(CHAVES.token)).toBeNull();
    expect(localStorage.getItem(CHAVES.usuario)).toBeNull();
    expect(erros.mock.calls.flat().join(' ')).not.toMatch(/Cannot update a component/);
  });

  it('na troca de página: anuncia, leva o foco ao título da página nova, volta ao topo e limpa travas de rolagem', async () => {
    const user = montar('/');
    const main = screen.getByRole('main');
    // não rouba o foco na primeira carga (nem para o conteúdo, nem para o título)
    expect(main).not.toHaveFocus();
    expect(screen.getByRole('heading', { level: 1, name: 'Início' })).not.toHaveFocus();
    expect(screen.queryByText(/Página carregada/)).toBeNull();
    travarRolagem(); // um modal esquecido
    document.documentElement.scrollTop = 500;
    await user.click(screen.getByRole('link', { name: 'ir para eventos' }));
    expect(await screen.findByText('Página carregada: /eventos')).toBeInTheDocument();
    const titulo = screen.getByRole('heading', { level: 1, name: 'Eventos' });
    expect(titulo).toHaveFocus();
    // focável só por script (fora da ordem do Tab)
    expect(titulo).toHaveAttribute('tabindex', '-1');
    expect(document.body.style.overflow).toBe('');
    expect(document.documentElement.scrollTop).toBe(0);
  });

  it('título que chega depois da página: o foco espera no conteúdo e passa ao h1 quando ele aparece', async () => {
    const user = montar('/');
    await user.click(screen.getByRole('link', { name: 'ir para o relatório' }));
    expect(await screen.findByText('Página carregada: /relatorio')).toBeInTheDocument();
    expect(screen.getByRole('main')).toHaveFocus();
    act(() => liberarTitulo());
    await waitFor(() => expect(screen.getByRole('heading', { level: 1, name: 'Relatório' })).toHaveFocus());
  });

  it('título que chega depois de a pessoa ir a um campo: o foco fica onde ela o pôs', async () => {
    const user = montar('/');
    await user.click(screen.getByRole('link', { name: 'ir para o relatório' }));
    expect(await screen.findByText('Página carregada: /relatorio')).toBeInTheDocument();
    await user.click(screen.getByRole('textbox', { name: 'Busca' }));
    act(() => liberarTitulo());
    const titulo = await screen.findByRole('heading', { level: 1, name: 'Relatório' });
    // a mesma leva de mutações que o observador vê: depois dela, o foco continua no campo
    await act(() => Promise.resolve());
    expect(titulo).not.toHaveFocus();
    expect(screen.getByRole('textbox', { name: 'Busca' })).toHaveFocus();
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
