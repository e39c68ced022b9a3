import { useSyncExternalStore } from 'react';

/** A partir desta largura o calendário mostra os períodos dentro de cada dia; abaixo, a grade compacta. */
export const CONSULTA_LARGA = '(min-width: 768px)';

const consulta = () => (typeof matchMedia === 'function' ? matchMedia(CONSULTA_LARGA) : null);

function observar(avisar: () => void) {
  const c = consulta();
  c?.addEventListener('change', avisar);
  return () => c?.removeEventListener('change', avisar);
}

/**
 * Se a tela é larga (≥ 768 px). O desenho é escolhido aqui, e não por classes `hidden md:block`: só um dos
 * dois calendários é montado (metade do DOM, e cada botão existe uma vez só). Sem `matchMedia`, larga.
 */
export function useTelaLarga(): boolean {
  return useSyncExternalStore(observar, () => consulta()?.matches ?? true, () => true);
}
