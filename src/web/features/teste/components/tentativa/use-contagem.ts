import { useEffect, useRef, useState } from 'react';
import { restanteMs } from './regras-tentativa.ts';

/**
 * Tempo restante da tentativa (ms), relido a cada segundo, pelo relógio do servidor: o deslocamento
 * entre `agoraDoServidor` e o relógio do aparelho é medido uma vez, quando a tentativa chega, e o
 * celular com a hora errada não ganha nem perde tempo. Sem prazo: nulo. `aoEsgotar` roda uma vez, no zero.
 */
export function useContagem(prazo: string | null, agoraDoServidor: string, aoEsgotar: () => void): number | null {
  const [deslocamento] = useState(() => Date.parse(agoraDoServidor) - Date.now());
  const [agora, setAgora] = useState(() => Date.now());
  const esgotou = useRef(false);
  const avisar = useRef(aoEsgotar);

  useEffect(() => {
    avisar.current = aoEsgotar;
  }, [aoEsgotar]);

  useEffect(() => {
    if (prazo === null) return;
    const t = setInterval(() => setAgora(Date.now()), 1000);
    return () => clearInterval(t);
  }, [prazo]);

  const restante = prazo === null ? null : restanteMs(prazo, agora, deslocamento);

  useEffect(() => {
    if (restante === 0 && !esgotou.current) {
      esgotou.current = true;
      avisar.current();
    }
  }, [restante]);

  return restante;
}
