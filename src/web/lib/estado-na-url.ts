import { useCallback } from 'react';
import { useSearchParams } from './roteador.tsx';

/** Id positivo de um parâmetro do endereço (`?turma=12`); qualquer outra coisa vira nulo. */
export function idDaUrl(valor: string | null): number | null {
  if (!valor || !/^[1-9]\d{0,9}$/.test(valor)) return null;
  const n = Number(valor);
  return n <= 2_147_483_647 ? n : null;
}

/**
 * Parâmetros da página guardados no endereço (`?sala=1&mes=2030-03`): recarregar ou compartilhar o link abre
 * no mesmo lugar. `mudar` altera só as chaves dadas (nulo apaga) e substitui a entrada do histórico (nada de
 * "voltar" filtro a filtro).
 */
export function useParametrosDaUrl(): [URLSearchParams, (mudancas: Record<string, string | null>) => void] {
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
