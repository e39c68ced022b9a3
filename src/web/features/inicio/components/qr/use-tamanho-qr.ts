import { useSyncExternalStore } from 'react';

/** Lado do QR na tela: 260 px em telas com menos de 360 px de largura, senão 300 px (SPEC §2.10). */
export function tamanhoQrPara(larguraJanela: number): number {
  return larguraJanela < 360 ? 260 : 300;
}

function observar(fn: () => void) {
  window.addEventListener('resize', fn);
  return () => window.removeEventListener('resize', fn);
}

export function useTamanhoQr(): number {
  return useSyncExternalStore(observar, () => tamanhoQrPara(window.innerWidth), () => 300);
}
