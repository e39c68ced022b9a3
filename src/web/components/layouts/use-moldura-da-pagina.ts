import { useEffect, useRef, useState } from 'react';
import { useLocation } from '#web/lib/roteador.tsx';
import { liberarRolagem } from '#web/lib/trava-rolagem.ts';

/**
 * Moldura da troca de página (SPEC §2.7): volta ao topo, limpa travas de rolagem deixadas por
 * modais, leva o foco ao conteúdo (não na primeira carga, para não atrapalhar quem acabou de chegar)
 * e devolve o texto a anunciar, "Página carregada: {caminho}" (vazio na primeira carga).
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
    document.getElementById('conteudo')?.focus({ preventScroll: true });
  }, [pathname, hash]);

  return anuncio;
}
