import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { EndpointBodyInput } from '#shared/contracts/endpoint.ts';
import type { relatoriosEndpoints } from '#shared/contracts/relatorios.ts';
import { callApi } from '#web/lib/api-client.ts';
import { relatoriosKeys } from './keys.ts';

type Corpo = EndpointBodyInput<typeof relatoriosEndpoints.agendar>;

/** PUT /api/admin/relatorios/:id/agenda: envio semanal ou mensal por e-mail (frequência nula desliga). */
export function agendarRelatorio({ id, ...body }: Corpo & { id: number }) {
  return callApi<typeof relatoriosEndpoints.agendar>({ method: 'PUT', path: '/api/admin/relatorios/:id/agenda' }, { params: { id }, body });
}

export function useAgendarRelatorio() {
  const qc = useQueryClient();
  return useMutation({ mutationFn: agendarRelatorio, onSuccess: () => qc.invalidateQueries({ queryKey: relatoriosKeys.salvos() }) });
}
