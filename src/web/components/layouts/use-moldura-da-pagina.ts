import { useEffect, useRef, useState } from 'react';
import { useLocation } from '#web/lib/roteador.tsx';
import { liberarRolagem } from '#web/lib/trava-rolagem.ts';

/**
 * Leva o foco ao título (h1) da página em `conteudo`. Se ele ainda não chegou (a guarda confere a sessão, a
 * página espera os dados), o foco fica no próprio conteúdo e passa ao h1 quando ele aparecer — a menos que a
 * pessoa já o tenha levado a outro lugar. Devolve o que desfaz a espera.
 */
function focarTitulo(conteudo: HTMLElement): (() => void) | undefined {
  const tentar = () => {
    const h1 = conteudo.querySelector('h1');
    if (!h1) return false;
    if (document.activeElement === conteudo) {
      // focável só por script: fora da ordem do Tab, e o contorno só aparece para quem navega pelo teclado (:focus-visible)
      if (!h1.hasAttribute('tabindex')) h1.tabIndex = -1;
      h1.focus({ preventScroll: true });
    }
    return true;
  };
  conteudo.focus({ preventScroll: true });
  if (tentar()) return;
  const observador = new MutationObserver(() => tentar() && observador.disconnect());
  observador.observe(conteudo, { childList: true, subtree: true });
  return () => observador.disconnect();
}

/**
 * Moldura da troca de página (SPEC §2.7): volta ao topo, limpa travas de rolagem deixadas por
 * modais, leva o foco ao título da página nova (não na primeira carga, para não atrapalhar quem acabou de
 * chegar) e devolve o texto a anunciar, "Página carregada: {caminho}" (vazio na primeira carga).
 */
export function useMolduraDaPagina(): string {
  const { pathname, hash } = useLocation();
  const [visto, setVisto] = useState(pathname);
  const [anuncio, setAnuncio] = useState('');
  if (visto !== pathname) {
    setVisto(pathname);
    setAnuncio(`Página carregada: ${pathname}`);
  }

  const anterior = useRef(pathname);
  useEffect(() => {
    if (anterior.current === pathname) return;
    anterior.current = pathname;
    liberarRolagem();
    if (!hash) (document.scrollingElement ?? document.documentElement).scrollTop = 0;
    const conteudo = document.getElementById('conteudo');
    return conteudo ? focarTitulo(conteudo) : undefined;
  }, [pathname, hash]);

  return anuncio;
}
