import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { EndpointBodyInput } from '#shared/contracts/endpoint.ts';
import type { relatoriosEndpoints } from '#shared/contracts/relatorios.ts';
import { callApi } from '#web/lib/api-client.ts';
import { relatoriosKeys } from './keys.ts';

type Corpo = EndpointBodyInput<typeof relatoriosEndpoints.atualizar>;

/** PUT /api/admin/relatorios/:id: troca o nome e a definição. */
export function atualizarRelatorio({ id, ...body }: Corpo & { id: number }) {
  return callApi<typeof relatoriosEndpoints.atualizar>({ method: 'PUT', path: '/api/admin/relatorios/:id' }, { params: { id }, body });
}

export function useAtualizarRelatorio() {
  const qc = useQueryClient();
  return useMutation({ mutationFn: atualizarRelatorio, onSuccess: () => qc.invalidateQueries({ queryKey: relatoriosKeys.salvos() }) });
}
