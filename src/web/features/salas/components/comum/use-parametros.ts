import { useCallback } from 'react';
import { useSearchParams } from '#web/lib/roteador.tsx';

/**
 * Parâmetros da página guardados no endereço (`?sala=1&mes=2030-03`): recarregar ou compartilhar o link abre
 * no mesmo lugar. Mudar substitui a entrada do histórico (nada de "voltar" mês a mês).
 */
export function useParametros(): [URLSearchParams, (mudancas: Record<string, string | null>) => void] {
  const [params, definir] = useSearchParams();
  const mudar = useCallback(
    (mudancas: Record<string, string | null>) => {
      const novos = new URLSearchParams(params);
      for (const [k, v] of Object.entries(mudancas)) {
        if (v === null) novos.delete(k);
        else novos.set(k, v);
      }
      definir(novos, { replace: true });
    },
    [params, definir],
  );
  return [params, mudar];
}
