import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { relatoriosEndpoints } from '#shared/contracts/relatorios.ts';
import { callApi } from '#web/lib/api-client.ts';
import { relatoriosKeys } from './keys.ts';

/** DELETE /api/admin/relatorios/:id */
export function excluirRelatorio(id: number) {
  return callApi<typeof relatoriosEndpoints.excluir>({ method: 'DELETE', path: '/api/admin/relatorios/:id' }, { params: { id } });
}

export function useExcluirRelatorio() {
  const qc = useQueryClient();
  return useMutation({ mutationFn: excluirRelatorio, onSuccess: () => qc.invalidateQueries({ queryKey: relatoriosKeys.salvos() }) });
}
