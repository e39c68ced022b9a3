import { useEffect, useState } from 'react';

/** Devolve `valor` só depois de `ms` sem mudanças (busca digitada: uma consulta por pausa, não por tecla). */
export function useValorAtrasado<T>(valor: T, ms: number): T {
  const [atrasado, setAtrasado] = useState(valor);
  useEffect(() => {
    const t = setTimeout(() => setAtrasado(valor), ms);
    return () => clearTimeout(t);
  }, [valor, ms]);
  return atrasado;
}
