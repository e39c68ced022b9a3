import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { tarefasEndpoints } from '#shared/contracts/tarefas.ts';
import { callApi } from '#web/lib/api-client.ts';
import { tarefasKeys } from './keys.ts';

/** POST /api/admin/tarefas/:id/reenviar */
export function reenviarTarefa(id: string) {
  return callApi<typeof tarefasEndpoints.reenviar>({ method: 'POST', path: '/api/admin/tarefas/:id/reenviar' }, { params: { id } });
}

export function useReenviarTarefa() {
  const qc = useQueryClient();
  return useMutation({ mutationFn: reenviarTarefa, onSuccess: () => qc.invalidateQueries({ queryKey: tarefasKeys.todas }) });
}
