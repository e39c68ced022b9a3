import { useEffect, useEffectEvent, useState } from 'react';
import { useValorAtrasado } from '#web/lib/use-valor-atrasado.ts';

/** Espera da busca digitada (SPEC §9: 250 ms). */
export const ATRASO_BUSCA_MS = 250;

/**
 * O texto de uma busca guardada no endereço: o campo responde na hora e o endereço (e a consulta) só
 * muda depois de 250 ms sem digitar. Se o endereço muda por fora (limpar, voltar no navegador), o campo
 * acompanha.
 */
export function useBuscaAtrasada(daUrl: string, aplicar: (valor: string) => void) {
  const [texto, setTexto] = useState(daUrl);
  const [urlVista, setUrlVista] = useState(daUrl);
  const atrasado = useValorAtrasado(texto, ATRASO_BUSCA_MS).trim();
  if (daUrl !== urlVista) {
    setUrlVista(daUrl);
    if (daUrl !== atrasado) setTexto(daUrl);
  }
  const aplicarSeMudou = useEffectEvent((valor: string) => {
    if (valor !== daUrl) aplicar(valor);
  });
  useEffect(() => aplicarSeMudou(atrasado), [atrasado]);
  return [texto, setTexto] as const;
}
