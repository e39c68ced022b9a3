import { useState } from 'react';
import { useValorAtrasado } from '#web/lib/use-valor-atrasado.ts';

/** A busca do gerador fica entre sessões (SPEC §5) e vale 250 ms depois da última tecla (SPEC §9). */
export const CHAVE_BUSCA = 'qr:busca';
export const ATRASO_BUSCA_MS = 250;

function lerBusca(): string {
  try {
    return localStorage.getItem(CHAVE_BUSCA) ?? '';
  } catch {
    return '';
  }
}

/** `busca` é o texto do campo; `buscaAplicada` o que filtra (depois da pausa). */
export function useBuscaPersistida() {
  const [busca, setBuscaEstado] = useState(lerBusca);
  const buscaAplicada = useValorAtrasado(busca, ATRASO_BUSCA_MS);
  function setBusca(valor: string) {
    setBuscaEstado(valor);
    try {
      if (valor) localStorage.setItem(CHAVE_BUSCA, valor);
      else localStorage.removeItem(CHAVE_BUSCA);
    } catch {
      /* storage bloqueado: a busca só não volta na próxima visita */
    }
  }
  return { busca, setBusca, buscaAplicada };
}
