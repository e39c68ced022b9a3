import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { eventosEndpoints } from '#shared/contracts/eventos.ts';
import { callApi } from '#web/lib/api-client.ts';
import { gestaoEventosKeys } from './keys.ts';

/** DELETE /api/eventos/:id (409 quando há inscrições: o caminho é despublicar). */
export function excluirEvento(id: number) {
  return callApi<typeof eventosEndpoints.excluir>({ method: 'DELETE', path: '/api/eventos/:id' }, { params: { id } });
}

export function useExcluirEvento() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: excluirEvento,
    meta: { silencioso: true },
    onSuccess: (_r, id) => {
      qc.removeQueries({ queryKey: gestaoEventosKeys.detalhe(id) });
      return qc.invalidateQueries({ queryKey: gestaoEventosKeys.todos });
    },
  });
}
