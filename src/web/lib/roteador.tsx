/**
 * Roteador do SPA (decisão 008): o pedaço do React Router 7 que o app usa — rotas aninhadas com
 * `:parametro` e `*`, `Link`/`NavLink`, `Navigate`, `useNavigate`, `useLocation`, `useParams`,
 * `useSearchParams`, e o `MemoryRouter` dos testes —, com os mesmos nomes e o mesmo comportamento
 * (casamento sem diferenciar maiúsculas, barra final ignorada, a rota mais específica vence, navegação
 * como transição do React, link para o próprio endereço substitui em vez de empilhar), mais um bloqueio
 * (`useBloqueio`, o `useBlocker` de lá, mais simples) para perguntar antes de sair de uma página com
 * alterações não salvas. Custa ≈ 2 KB gzip no pacote inicial, contra ≈ 13 KB do React Router (decisão 007:
 * orçamento do /login).
 */
import {
  Children,
  createContext,
  Fragment,
  isValidElement,
  startTransition,
  useCallback,
  useContext,
  useLayoutEffect,
  useEffect,
  useMemo,
  useRef,
  useState,
  type ComponentPropsWithRef,
  type MouseEvent,
  type ReactElement,
  type ReactNode,
} from 'react';

import { analisar, chave, endereco, historicoDoNavegador, historicoEmMemoria, type Bloqueio, type EntradaInicial, type Historico, type Location, type NavigateFunction, type NavigateOptions } from './historico.ts';

export type { Bloqueio, EntradaInicial, Location, NavigateFunction, NavigateOptions };

const HistoricoContext = createContext<Historico | null>(null);
const LocalContext = createContext<Location | null>(null);
const ParamsContext = createContext<Record<string, string>>({});
const SaidaContext = createContext<ReactNode>(null);

/** Como no React Router 7: a mudança de endereço é uma transição (a página atual fica até a próxima carregar). */
function Roteador({ historico, children }: { historico: Historico; children: ReactNode }) {
  const [local, setLocal] = useState(historico.local);
  useLayoutEffect(() => {
    const atualizar = () => startTransition(() => setLocal(historico.local()));
    atualizar(); // o que mudou entre o render e a observação
    return historico.observar(atualizar);
  }, [historico]);
  return (
    <HistoricoContext.Provider value={historico}>
      <LocalContext.Provider value={local}>{children}</LocalContext.Provider>
    </HistoricoContext.Provider>
  );
}

export function BrowserRouter({ children }: { children?: ReactNode }) {
  const [historico] = useState(historicoDoNavegador);
  return <Roteador historico={historico}>{children}</Roteador>;
}

/** Roteador em memória (testes): começa na última das `initialEntries`. */
export function MemoryRouter({ initialEntries = ['/'], children }: { initialEntries?: EntradaInicial[]; children?: ReactNode }) {
  const [historico] = useState(() => historicoEmMemoria(initialEntries));
  return <Roteador historico={historico}>{children}</Roteador>;
}

function useHistorico(): Historico {
  const h = useContext(HistoricoContext);
  if (!h) throw new Error('Use o roteador só dentro de <BrowserRouter> ou <MemoryRouter>.');
  return h;
}

/**
 * Enquanto houver `bloqueio`, sair da página por um link, por `navegar` ou pelo voltar/avançar do navegador
 * pergunta antes (`bloqueio()` devolve se pode sair). O substituir não pergunta (veja `liberado`); fechar a
 * aba ou recarregar é com o `beforeunload` (`lib/use-aviso-alteracoes-nao-salvas.ts`).
 */
export function useBloqueio(bloqueio: Bloqueio | null): void {
  const { bloqueios } = useHistorico();
  useLayoutEffect(() => {
    if (!bloqueio) return;
    bloqueios.add(bloqueio);
    return () => void bloqueios.delete(bloqueio);
  }, [bloqueios, bloqueio]);
}

export function useLocation(): Location {
  useHistorico();
  return useContext(LocalContext)!;
}

export function useParams(): Record<string, string | undefined> {
  return useContext(ParamsContext);
}

/**
 * `navegar('/x', { replace, state })` ou `navegar(-1)`. Como no React Router, chamadas durante o
 * render são ignoradas (só valem depois de o componente montar).
 */
export function useNavigate(): NavigateFunction {
  const historico = useHistorico();
  const montado = useRef(false);
  useLayoutEffect(() => {
    montado.current = true;
  });
  return useCallback(
    (para, opcoes = {}) => {
      if (!montado.current) return;
      if (typeof para === 'number') return historico.saltar(para);
      historico.ir({ ...analisar(para, historico.local().pathname), state: opcoes.state ?? null, key: chave() }, Boolean(opcoes.replace));
    },
    [historico],
  );
}

/**
 * Parâmetros da consulta da página e um jeito de trocá-los. A troca vale para a página que a pediu: se o
 * endereço já mudou (a pessoa clicou num link e a próxima página ainda carrega), uma troca atrasada — a
 * busca digitada que espera a pausa, por exemplo — é ignorada em vez de grudar na página nova.
 */
export function useSearchParams(): [URLSearchParams, (novos: Record<string, string> | URLSearchParams, opcoes?: NavigateOptions) => void] {
  const { pathname, search } = useLocation();
  const historico = useHistorico();
  const navegar = useNavigate();
  const params = useMemo(() => new URLSearchParams(search), [search]);
  const definir = useCallback(
    (novos: Record<string, string> | URLSearchParams, opcoes?: NavigateOptions) => {
      if (historico.local().pathname !== pathname) return;
      navegar(`${pathname}?${new URLSearchParams(novos)}`, opcoes);
    },
    [navegar, historico, pathname],
  );
  return [params, definir];
}

export function Navigate({ to, replace, state }: { to: string; replace?: boolean; state?: unknown }): null {
  const navegar = useNavigate();
  useEffect(() => navegar(to, { replace, state }), [navegar, to, replace, state]);
  return null;
}

export type LinkProps = Omit<ComponentPropsWithRef<'a'>, 'href'> & { to: string; replace?: boolean; state?: unknown };

/** `<a href>` que navega sem recarregar; clique com modificador, botão do meio ou `target` abre como link comum. */
export function Link({ to, replace, state, onClick, target, ...resto }: LinkProps) {
  const navegar = useNavigate();
  const local = useLocation();
  const destino = analisar(to, local.pathname);
  const aoClicar = (e: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(e);
    if (e.defaultPrevented || e.button !== 0 || (target && target !== '_self') || e.metaKey || e.altKey || e.ctrlKey || e.shiftKey) return;
    e.preventDefault();
    // para o endereço atual, substitui (não empilha a mesma página)
    navegar(to, { replace: replace ?? endereco(destino) === endereco(local), state });
  };
  return <a {...resto} href={endereco(destino)} target={target} onClick={aoClicar} />;
}

interface EstadoLink {
  isActive: boolean;
}
export type NavLinkProps = Omit<LinkProps, 'className' | 'children'> & {
  end?: boolean;
  className?: string | ((estado: EstadoLink) => string | undefined);
  children?: ReactNode | ((estado: EstadoLink) => ReactNode);
};

/** Link que sabe se é a página atual: `aria-current="page"` e a classe `active` (ou `className({ isActive })`). */
export function NavLink({ end, className, children, ...resto }: NavLinkProps) {
  const { pathname } = useLocation();
  const alvo = analisar(resto.to, pathname).pathname.toLowerCase().replace(/(.)\/$/, '$1');
  const atual = pathname.toLowerCase();
  const isActive = atual === alvo || (!end && alvo !== '/' && atual.startsWith(`${alvo}/`));
  const classe = typeof className === 'function' ? className({ isActive }) : [className, isActive && 'active'].filter(Boolean).join(' ');
  return (
    <Link {...resto} aria-current={isActive ? 'page' : undefined} className={classe || undefined}>
      {typeof children === 'function' ? children({ isActive }) : children}
    </Link>
  );
}

export interface RouteProps {
  path?: string;
  element?: ReactNode;
  children?: ReactNode;
}

/** Só declara a rota: quem a lê é o `<Routes>`. */
export function Route(_props: RouteProps): ReactElement {
  throw new Error('<Route> só existe dentro de <Routes>.');
}

/** Uma rota com o caminho completo e a cadeia de elementos, da moldura mais externa até a página. */
interface Ramo {
  segmentos: string[];
  elementos: ReactNode[];
  pontos: number;
}

function ramos(filhos: ReactNode, base: string[] = [], elementos: ReactNode[] = [], saida: Ramo[] = []): Ramo[] {
  Children.forEach(filhos, (filho) => {
    if (!isValidElement<RouteProps>(filho)) return;
    if (filho.type === Fragment) return void ramos(filho.props.children, base, elementos, saida);
    const { path, element, children } = filho.props;
    const proprio = (path ?? '').split('/').filter(Boolean);
    const segmentos = path?.startsWith('/') ? proprio : [...base, ...proprio];
    const cadeia = [...elementos, element ?? <Outlet />];
    if (children) ramos(children, segmentos, cadeia, saida);
    // uma rota sem `path` só agrupa (moldura); com `path`, casa sozinha também
    if (path !== undefined) {
      // como no React Router: segmento fixo vale mais que parâmetro, que vale mais que `*`
      const pontos = segmentos.reduce((s, seg) => s + (seg === '*' ? -2 : seg.startsWith(':') ? 3 : 10), segmentos.length);
      saida.push({ segmentos, elementos: cadeia, pontos });
    }
  });
  return saida;
}

function casar(segmentos: string[], pathname: string): Record<string, string> | null {
  const partes = pathname.split('/').filter(Boolean);
  const params: Record<string, string> = {};
  for (let i = 0; i < segmentos.length; i++) {
    const seg = segmentos[i]!;
    if (seg === '*') {
      params['*'] = partes.slice(i).map(decodificar).join('/');
      return params;
    }
    const parte = partes[i];
    if (parte === undefined) return null;
    if (seg.startsWith(':')) params[seg.slice(1)] = decodificar(parte);
    else if (seg.toLowerCase() !== decodificar(parte).toLowerCase()) return null;
  }
  return partes.length === segmentos.length ? params : null;
}

function decodificar(parte: string): string {
  try {
    return decodeURIComponent(parte);
  } catch {
    return parte;
  }
}

/** O padrão (`/presenca/:turmaId`, `*`) casa com o caminho? Devolve os parâmetros, ou nulo. */
export function matchPath(padrao: string, pathname: string): { params: Record<string, string> } | null {
  const params = casar(padrao.split('/').filter(Boolean), pathname);
  return params && { params };
}

/** Renderiza a rota mais específica que casa com o endereço (empate: a declarada primeiro). */
export function Routes({ children }: { children?: ReactNode }) {
  const { pathname } = useLocation();
  let melhor: { ramo: Ramo; params: Record<string, string> } | null = null;
  for (const ramo of ramos(children)) {
    if (melhor && ramo.pontos <= melhor.ramo.pontos) continue;
    const params = casar(ramo.segmentos, pathname);
    if (params) melhor = { ramo, params };
  }
  if (!melhor) return null;
  const conteudo = melhor.ramo.elementos.reduceRight<ReactNode>((dentro, el) => <SaidaContext.Provider value={dentro}>{el}</SaidaContext.Provider>, null);
  return <ParamsContext.Provider value={melhor.params}>{conteudo}</ParamsContext.Provider>;
}

/** Onde a moldura mostra a rota filha. */
export function Outlet() {
  return <>{useContext(SaidaContext)}</>;
}
