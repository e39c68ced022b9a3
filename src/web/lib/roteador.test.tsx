import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useEffect } from 'react';
import { describe, expect, it } from 'vitest';
import { Link, matchPath, MemoryRouter, Navigate, NavLink, Outlet, Route, Routes, useLocation, useNavigate, useParams, useSearchParams, type NavigateFunction } from './roteador.tsx';

function Local() {
  const l = useLocation();
  return <output data-testid="local">{`${l.pathname}${l.search}${l.hash}|${JSON.stringify(l.state)}`}</output>;
}
const local = () => screen.getByTestId('local').textContent;

function Parametros() {
  return <p>params {JSON.stringify(useParams())}</p>;
}

function abrir(caminho: string, rotas: React.ReactNode) {
  return render(
    <MemoryRouter initialEntries={[caminho]}>
      <Routes>{rotas}</Routes>
      <Local />
    </MemoryRouter>,
  );
}

describe('roteador: casamento de rotas', () => {
  const rotas = (
    <Route element={<div data-testid="moldura"><Outlet /></div>}>
      <Route path="/presenca" element={<p>presença</p>} />
      <Route path="/presenca/:turmaId" element={<Parametros />} />
      <Route path="/presenca/nova" element={<p>nova</p>} />
      <Route path="*" element={<p>outra</p>} />
    </Route>
  );

  it('caminho fixo vale mais que parâmetro, que vale mais que *; a moldura envolve a página', () => {
    abrir('/presenca/nova', rotas);
    expect(screen.getByText('nova')).toBeInTheDocument();
    expect(screen.getByTestId('moldura')).toContainElement(screen.getByText('nova'));
  });

  it('parâmetros chegam decodificados; maiúsculas e barra final não importam', () => {
    abrir('/Presenca/12%2F3/', rotas);
    expect(screen.getByText('params {"turmaId":"12/3"}')).toBeInTheDocument();
  });

  it('o que não casa com nada cai no *', () => {
    abrir('/presenca/1/2', rotas);
    expect(screen.getByText('outra')).toBeInTheDocument();
  });

  it('matchPath devolve os parâmetros ou nulo', () => {
    expect(matchPath('/avaliar/:turmaId', '/avaliar/7')).toEqual({ params: { turmaId: '7' } });
    expect(matchPath('/avaliar/:turmaId', '/avaliar')).toBeNull();
  });
});

describe('roteador: navegação', () => {
  it('Navigate troca o endereço (replace) e leva o estado', async () => {
    abrir('/a', [<Route key="a" path="/a" element={<Navigate to="/b?x=1" replace state={{ forcado: true }} />} />, <Route key="b" path="/b" element={<p>b</p>} />]);
    expect(await screen.findByText('b')).toBeInTheDocument();
    expect(local()).toBe('/b?x=1|{"forcado":true}');
  });

  it('Link navega sem recarregar; com Ctrl o navegador decide (nova aba)', async () => {
    const user = userEvent.setup();
    abrir('/', [<Route key="i" path="/" element={<Link to="/sobre#topo">Sobre</Link>} />, <Route key="s" path="/sobre" element={<p>página sobre</p>} />]);
    expect(screen.getByRole('link', { name: 'Sobre' })).toHaveAttribute('href', '/sobre#topo');
    const evento = new MouseEvent('click', { bubbles: true, cancelable: true, ctrlKey: true });
    screen.getByRole('link', { name: 'Sobre' }).dispatchEvent(evento);
    expect(evento.defaultPrevented).toBe(false);
    expect(local()).toBe('/|null');
    await user.click(screen.getByRole('link', { name: 'Sobre' }));
    expect(await screen.findByText('página sobre')).toBeInTheDocument();
    expect(local()).toBe('/sobre#topo|null');
  });

  it('NavLink marca a página atual (aria-current e classe active); com end, só o caminho exato', () => {
    abrir(
      '/admin/emails',
      <Route
        path="*"
        element={
          <>
            <NavLink to="/admin" className="item">Admin</NavLink>
            <NavLink to="/admin" end className={({ isActive }) => (isActive ? 'sim' : 'nao')}>Início do admin</NavLink>
            <NavLink to="/">Início</NavLink>
          </>
        }
      />,
    );
    expect(screen.getByRole('link', { name: 'Admin' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: 'Admin' })).toHaveClass('item', 'active');
    expect(screen.getByRole('link', { name: 'Início do admin' })).not.toHaveAttribute('aria-current');
    expect(screen.getByRole('link', { name: 'Início do admin' })).toHaveClass('nao');
    expect(screen.getByRole('link', { name: 'Início' })).not.toHaveAttribute('aria-current');
  });

  it('useNavigate: caminho relativo, voltar com -1 e recusa de outra origem', () => {
    const capturado: { navegar: NavigateFunction } = { navegar: () => undefined };
    function Captura() {
      const navegar = useNavigate();
      useEffect(() => {
        capturado.navegar = navegar;
      });
      return null;
    }
    abrir('/usuario/perfil', <Route path="*" element={<Captura />} />);
    act(() => capturado.navegar('../notificacoes?pagina=2'));
    expect(local()).toBe('/notificacoes?pagina=2|null');
    act(() => capturado.navegar(-1));
    expect(local()).toBe('/usuario/perfil|null');
    expect(() => capturado.navegar('//evil.example/x')).toThrow(/externa/);
    expect(() => capturado.navegar('https://evil.example/')).toThrow(/externa/);
  });

  it('useSearchParams lê a query do endereço', () => {
    function Proximo() {
      const [params] = useSearchParams();
      return <p>next={params.get('next')}</p>;
    }
    abrir('/login?next=%2Fperfil', <Route path="/login" element={<Proximo />} />);
    expect(screen.getByText('next=/perfil')).toBeInTheDocument();
  });

  it('trocar a query vale para a própria página; uma troca atrasada depois de sair dela é ignorada', () => {
    const capturado: { definir: (p: Record<string, string>) => void; navegar: NavigateFunction } = { definir: () => undefined, navegar: () => undefined };
    function Lista() {
      const [, definir] = useSearchParams();
      const navegar = useNavigate();
      useEffect(() => {
        capturado.definir = definir;
        capturado.navegar = navegar;
      });
      return null;
    }
    abrir('/eventos', <Route path="*" element={<Lista />} />);
    act(() => capturado.definir({ busca: 'vacina' }));
    expect(local()).toBe('/eventos?busca=vacina|null');
    const atrasada = capturado.definir;
    act(() => capturado.navegar('/eventos/9'));
    act(() => atrasada({ busca: 'vacinação' }));
    expect(local()).toBe('/eventos/9|null');
  });
});
