import { queryOptions, useQuery } from '@tanstack/react-query';
import type { relatoriosEndpoints } from '#shared/contracts/relatorios.ts';
import { callApi } from '#web/lib/api-client.ts';
import { relatoriosKeys } from './keys.ts';

/** GET /api/admin/relatorios: os relatórios salvos. */
export function listarRelatorios(signal?: AbortSignal) {
  return callApi<typeof relatoriosEndpoints.listar>({ method: 'GET', path: '/api/admin/relatorios' }, { signal, redirecionar: true });
}

export const relatoriosSalvosQuery = () => queryOptions({ queryKey: relatoriosKeys.salvos(), queryFn: ({ signal }) => listarRelatorios(signal) });

export function useRelatoriosSalvos() {
  return useQuery(relatoriosSalvosQuery());
}
