import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { chamadasEndpoints } from '#shared/contracts/chamadas.ts';
import { callApi } from '#web/lib/api-client.ts';
import { exigirChamadaId } from './ids.ts';
import { chamadasKeys } from './keys.ts';

/** DELETE /api/admin/chamadas/:chamadaId: só sem trabalhos (com trabalhos, 409 com o motivo). */
export function excluirChamada(chamadaId: unknown) {
  const id = exigirChamadaId(chamadaId);
  return callApi<typeof chamadasEndpoints.excluir>({ method: 'DELETE', path: '/api/admin/chamadas/:chamadaId' }, { params: { chamadaId: id } });
}

/**
 * Silencioso: o diálogo mostra a recusa. Invalida tudo menos a própria chamada excluída: a página dela ainda
 * está aberta até a navegação, e buscá-la de novo daria 404 na tela.
 */
export function useExcluirChamada() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => excluirChamada(id),
    meta: { silencioso: true },
    onSettled: (_, erro, id) => {
      const propria = chamadasKeys.adminDetalhe(id);
      return qc.invalidateQueries({ queryKey: chamadasKeys.todas, predicate: (q) => erro !== null || q.queryKey.join('/') !== propria.join('/') });
    },
  });
}
