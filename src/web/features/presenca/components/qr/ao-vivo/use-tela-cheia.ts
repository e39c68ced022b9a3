import { useEffect, useState, type RefObject } from 'react';
import { notificarErro } from '#web/lib/toast.ts';

/** Tela cheia (Fullscreen API) de um elemento; `suportada` é falso onde a API não existe (iPhone). */
export function useTelaCheia(ref: RefObject<HTMLElement | null>) {
  const [ativa, setAtiva] = useState(false);
  const suportada = typeof document !== 'undefined' && document.fullscreenEnabled === true;

  useEffect(() => {
    const aoMudar = () => setAtiva(document.fullscreenElement != null && document.fullscreenElement === ref.current);
    document.addEventListener('fullscreenchange', aoMudar);
    return () => document.removeEventListener('fullscreenchange', aoMudar);
  }, [ref]);

  async function alternar() {
    try {
      if (document.fullscreenElement) await document.exitFullscreen();
      else await ref.current?.requestFullscreen();
    } catch {
      notificarErro('Não foi possível abrir a tela cheia neste navegador.');
    }
  }

  return { ativa, suportada, alternar };
}
