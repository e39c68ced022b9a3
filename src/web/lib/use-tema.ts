import { useSyncExternalStore } from 'react';
import { CHAVES } from './sessao.ts';
import { aplicarTema, lerTema, preferenciaDoSistema, type Tema } from './tema.ts';

/** Evento desta aba quando a escolha muda. */
const EVENTO_TEMA = 'tema:mudou';

/** Avisa quando o tema pode ter mudado: escolha nesta aba, em outra aba, ou preferência do sistema. */
export function observarTema(fn: () => void): () => void {
  const porStorage = (e: StorageEvent) => {
    if (e.key === null || e.key === CHAVES.tema) fn();
  };
  const sistema = preferenciaDoSistema();
  window.addEventListener(EVENTO_TEMA, fn);
  window.addEventListener('storage', porStorage);
  sistema?.addEventListener?.('change', fn);
  return () => {
    window.removeEventListener(EVENTO_TEMA, fn);
    window.removeEventListener('storage', porStorage);
    sistema?.removeEventListener?.('change', fn);
  };
}

/** Salva a escolha, aplica e avisa quem observa (esta aba; as outras recebem o evento `storage`). */
export function definirTema(tema: Tema): void {
  try {
    localStorage.setItem(CHAVES.tema, tema);
  } catch {
    /* sem armazenamento: vale só nesta página */
  }
  aplicarTema(tema);
  window.dispatchEvent(new Event(EVENTO_TEMA));
}

/** Troca claro ↔ escuro e devolve o novo tema. */
export function alternarTema(): Tema {
  const novo: Tema = lerTema() === 'dark' ? 'light' : 'dark';
  definirTema(novo);
  return novo;
}

/** Reaplica o tema quando o sistema ou outra aba o muda (um observador por app). */
function observarEAplicar(fn: () => void): () => void {
  return observarTema(() => {
    aplicarTema(lerTema());
    fn();
  });
}

/** Tema em vigor (reativo) e a função que alterna entre claro e escuro. */
export function useTema(): { tema: Tema; alternar: () => void } {
  const tema = useSyncExternalStore(observarEAplicar, lerTema);
  return { tema, alternar: alternarTema };
}
