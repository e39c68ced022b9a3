import { queryOptions, useQuery } from '@tanstack/react-query';
import type { eventosEndpoints } from '#shared/contracts/eventos.ts';
import { callApi } from '#web/lib/api-client.ts';
import { eventosKeys } from './keys.ts';

/** GET /api/eventos/:id: turmas, cronograma, vagas e a situação de quem está logado em cada turma. */
export function obterEvento(id: number, signal?: AbortSignal) {
  return callApi<typeof eventosEndpoints.obter>({ method: 'GET', path: '/api/eventos/:id' }, { params: { id }, signal, redirecionar: true });
}

export const eventoQuery = (id: number) => queryOptions({ queryKey: eventosKeys.detalhe(id), queryFn: ({ signal }) => obterEvento(id, signal) });

export function useEvento(id: number) {
  return useQuery(eventoQuery(id));
}
