import { useEffect, useEffectEvent, useRef, type KeyboardEvent, type MouseEvent, type ReactNode } from 'react';

const FOCAVEIS = 'a[href], button:not([disabled])';

/** Classe dos itens (links e botões) dentro do painel: alvo de toque de 44 px e foco visível. */
export const CLASSE_ITEM_MENU =
  'flex min-h-11 w-full items-center rounded-md px-3 py-2 text-left text-sm text-slate-800 hover:bg-slate-100 ' +
  'focus-visible:bg-slate-100 aria-[current=page]:font-semibold aria-[current=page]:text-escola-700 ' +
  'dark:text-slate-100 dark:hover:bg-slate-800 dark:focus-visible:bg-slate-800 dark:aria-[current=page]:text-escola-100';

export interface MenuSuspensoProps {
  /** id do painel (aria-controls). */
  id: string;
  /** Conteúdo do botão que abre o menu. */
  gatilho: ReactNode;
  /** Nome acessível do botão, quando o conteúdo visível não basta. */
  rotuloGatilho?: string;
  aberto: boolean;
  aoMudar: (aberto: boolean) => void;
  /** Itens: `<li>` com um link ou botão cada. */
  children: ReactNode;
  alinhar?: 'inicio' | 'fim';
  classeGatilho?: string;
  /** Largura e disposição do painel (padrão: uma coluna de 16rem). */
  classePainel?: string;
}

/**
 * Menu suspenso no padrão "disclosure": botão com aria-expanded/aria-controls e uma lista de links.
 * Fecha com Escape (o foco volta ao botão), clique fora, foco saindo pelo Tab ou escolha de um item.
 * Setas ↑/↓, Home e End andam entre os itens; ↓ no botão abre e foca o primeiro.
 */
export function MenuSuspenso({ id, gatilho, rotuloGatilho, aberto, aoMudar, children, alinhar = 'inicio', classeGatilho = '', classePainel = 'w-64' }: MenuSuspensoProps) {
  const raiz = useRef<HTMLDivElement>(null);
  const botao = useRef<HTMLButtonElement>(null);
  const painel = useRef<HTMLUListElement>(null);
  const focarAoAbrir = useRef<'primeiro' | 'ultimo' | null>(null);

  const itens = () => [...(painel.current?.querySelectorAll<HTMLElement>(FOCAVEIS) ?? [])];
  const fechar = useEffectEvent((devolverFoco: boolean) => {
    aoMudar(false);
    if (devolverFoco) botao.current?.focus();
  });

  useEffect(() => {
    if (!aberto) return;
    const lista = itens();
    if (focarAoAbrir.current) (focarAoAbrir.current === 'primeiro' ? lista[0] : lista[lista.length - 1])?.focus();
    focarAoAbrir.current = null;
    const aoApontar = (e: PointerEvent) => {
      if (!raiz.current?.contains(e.target as Node)) fechar(false);
    };
    const aoTeclar = (e: globalThis.KeyboardEvent) => {
      if (e.key !== 'Escape') return;
      e.preventDefault();
      fechar(true);
    };
    document.addEventListener('pointerdown', aoApontar);
    document.addEventListener('keydown', aoTeclar);
    return () => {
      document.removeEventListener('pointerdown', aoApontar);
      document.removeEventListener('keydown', aoTeclar);
    };
  }, [aberto]);

  function teclaNoBotao(e: KeyboardEvent) {
    if (e.key !== 'ArrowDown' && e.key !== 'ArrowUp') return;
    e.preventDefault();
    focarAoAbrir.current = e.key === 'ArrowDown' ? 'primeiro' : 'ultimo';
    if (aberto) {
      const lista = itens();
      (e.key === 'ArrowDown' ? lista[0] : lista[lista.length - 1])?.focus();
      focarAoAbrir.current = null;
    } else aoMudar(true);
  }

  function teclaNoPainel(e: KeyboardEvent) {
    const lista = itens();
    const atual = lista.indexOf(document.activeElement as HTMLElement);
    const destino: Record<string, number> = {
      ArrowDown: (atual + 1) % lista.length,
      ArrowUp: (atual - 1 + lista.length) % lista.length,
      Home: 0,
      End: lista.length - 1,
    };
    if (!(e.key in destino) || lista.length === 0) return;
    e.preventDefault();
    lista[destino[e.key]!]?.focus();
  }

  function cliqueNoPainel(e: MouseEvent) {
    const escolhido = (e.target as HTMLElement).closest(FOCAVEIS);
    // um link leva a outra página (o foco vai ao conteúdo); um botão devolve o foco ao menu
    if (!escolhido) return;
    aoMudar(false);
    if (escolhido.tagName === 'BUTTON') botao.current?.focus();
  }

  return (
    <div
      ref={raiz}
      className="relative"
      onBlur={(e) => {
        if (aberto && e.relatedTarget && !raiz.current?.contains(e.relatedTarget as Node)) aoMudar(false);
      }}
    >
      <button
        ref={botao}
        type="button"
        aria-expanded={aberto}
        aria-controls={id}
        aria-label={rotuloGatilho}
        onClick={() => aoMudar(!aberto)}
        onKeyDown={teclaNoBotao}
        className={`inline-flex min-h-11 items-center gap-1 rounded-lg px-3 text-sm font-semibold ${classeGatilho}`}
      >
        {gatilho}
        <svg aria-hidden="true" viewBox="0 0 20 20" className={`size-4 transition-transform motion-reduce:transition-none ${aberto ? 'rotate-180' : ''}`}>
          <path fill="currentColor" d="M5.3 7.3a1 1 0 0 1 1.4 0L10 10.6l3.3-3.3a1 1 0 1 1 1.4 1.4l-4 4a1 1 0 0 1-1.4 0l-4-4a1 1 0 0 1 0-1.4Z" />
        </svg>
      </button>
      <ul
        ref={painel}
        id={id}
        hidden={!aberto}
        onKeyDown={teclaNoPainel}
        onClick={cliqueNoPainel}
        className={`absolute top-full z-40 mt-1 max-h-[calc(100dvh-4.5rem)] overflow-y-auto overscroll-contain rounded-xl border border-slate-200 bg-white p-1 text-slate-900 shadow-lg dark:border-slate-700 dark:bg-slate-900 dark:text-slate-100 ${classePainel} ${
          alinhar === 'fim' ? 'right-0' : 'left-0'
        }`}
      >
        {children}
      </ul>
    </div>
  );
}
