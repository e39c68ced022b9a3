import { useCallback, useEffect, useRef, useState } from 'react';

/**
 * Estado de envio para as páginas leves (sem TanStack Query, ver decisão 006): `enviar` repassa
 * a promessa e `enviando` fica verdadeiro enquanto ela corre. Ignora o fim depois de desmontar.
 */
export function useEnvio<A extends unknown[], R>(fn: (...args: A) => Promise<R>) {
  const [enviando, setEnviando] = useState(false);
  const montado = useRef(true);
  useEffect(() => {
    montado.current = true;
    return () => {
      montado.current = false;
    };
  }, []);
  const enviar = useCallback(
    async (...args: A): Promise<R> => {
      setEnviando(true);
      try {
        return await fn(...args);
      } finally {
        if (montado.current) setEnviando(false);
      }
    },
    [fn],
  );
  return { enviar, enviando };
}
