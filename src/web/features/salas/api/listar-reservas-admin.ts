import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { salasEndpoints } from '#shared/contracts/salas.ts';
import { callApi } from '#web/lib/api-client.ts';
import { salasKeys, type FiltrosReservasAdmin } from './keys.ts';

/** GET /api/admin/salas/reservas com os filtros (a caixa de aprovação usa `status=pendente`). */
export function listarReservasAdmin(filtros: FiltrosReservasAdmin, signal?: AbortSignal) {
  return callApi<typeof salasEndpoints.adminReservas>({ method: 'GET', path: '/api/admin/salas/reservas' }, { query: { ...filtros }, signal, redirecionar: true });
}

export function useReservasAdmin(filtros: FiltrosReservasAdmin, habilitada = true) {
  return useQuery({
    queryKey: salasKeys.adminReservas(filtros),
    queryFn: ({ signal }) => listarReservasAdmin(filtros, signal),
    enabled: habilitada,
    placeholderData: keepPreviousData,
  });
}
