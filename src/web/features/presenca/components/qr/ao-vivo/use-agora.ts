import { useEffect, useState } from 'react';

/** O relógio, relido a cada `intervaloMs` (contagem regressiva do código). */
export function useAgora(intervaloMs: number): number {
  const [agora, setAgora] = useState(() => Date.now());
  useEffect(() => {
    const t = setInterval(() => setAgora(Date.now()), intervaloMs);
    return () => clearInterval(t);
  }, [intervaloMs]);
  return agora;
}
