import { queryOptions, useQuery } from '@tanstack/react-query';
import type { testesEndpoints } from '#shared/contracts/testes.ts';
import { callApi } from '#web/lib/api-client.ts';
import { testeKeys } from './keys.ts';

/** GET /api/eventos/:id/teste: o teste do evento como a administração o vê (ou nulo, se ainda não há). */
export function obterTesteDoEvento(eventoId: number, signal?: AbortSignal) {
  return callApi<typeof testesEndpoints.doEvento>({ method: 'GET', path: '/api/eventos/:id/teste' }, { params: { id: eventoId }, signal, redirecionar: true });
}

export const testeDoEventoQuery = (eventoId: number) =>
  queryOptions({ queryKey: testeKeys.doEvento(eventoId), queryFn: ({ signal }) => obterTesteDoEvento(eventoId, signal) });

export function useTesteDoEvento(eventoId: number) {
  return useQuery(testeDoEventoQuery(eventoId));
}
