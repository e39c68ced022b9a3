import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { EndpointBodyInput } from '#shared/contracts/endpoint.ts';
import type { relatoriosEndpoints } from '#shared/contracts/relatorios.ts';
import { callApi } from '#web/lib/api-client.ts';
import { relatoriosKeys } from './keys.ts';

type Corpo = EndpointBodyInput<typeof relatoriosEndpoints.criar>;

/** POST /api/admin/relatorios: salva uma definição. */
export function criarRelatorio(body: Corpo) {
  return callApi<typeof relatoriosEndpoints.criar>({ method: 'POST', path: '/api/admin/relatorios' }, { body });
}

export function useCriarRelatorio() {
  const qc = useQueryClient();
  return useMutation({ mutationFn: criarRelatorio, onSuccess: () => qc.invalidateQueries({ queryKey: relatoriosKeys.salvos() }) });
}
