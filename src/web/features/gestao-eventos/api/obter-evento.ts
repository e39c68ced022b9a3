import { queryOptions, useQuery } from '@tanstack/react-query';
import type { eventosEndpoints } from '#shared/contracts/eventos.ts';
import { callApi } from '#web/lib/api-client.ts';
import { gestaoEventosKeys } from './keys.ts';

/** GET /api/eventos/:id (para administradores traz as listas da restrição e os assinantes). */
export function obterEvento(id: number, signal?: AbortSignal) {
  return callApi<typeof eventosEndpoints.obter>({ method: 'GET', path: '/api/eventos/:id' }, { params: { id }, signal, redirecionar: true });
}

export const eventoQuery = (id: number) =>
  queryOptions({ queryKey: gestaoEventosKeys.detalhe(id), queryFn: ({ signal }) => obterEvento(id, signal), staleTime: 0 });

export function useEvento(id: number | null) {
  return useQuery({ ...eventoQuery(id ?? 0), enabled: id !== null });
}

/** GET /api/turmas/evento/:eventoId: as turmas de um evento, para o filtro de inscrições. */
export function useTurmasDoEvento(eventoId: number | null) {
  return useQuery({
    queryKey: gestaoEventosKeys.turmas(eventoId ?? 0),
    queryFn: ({ signal }) =>
      callApi<typeof eventosEndpoints.turmasDoEvento>({ method: 'GET', path: '/api/turmas/evento/:eventoId' }, { params: { eventoId: eventoId! }, signal }),
    enabled: eventoId !== null,
  });
}
