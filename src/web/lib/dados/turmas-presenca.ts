import { queryOptions, useQuery } from '@tanstack/react-query';
import type { EndpointResponse } from '#shared/contracts/endpoint.ts';
import type { presencasEndpoints } from '#shared/contracts/presencas.ts';
import { callApi } from '../api-client.ts';
import { dadosKeys } from './chaves.ts';

export type PeriodoTurmas = 'recentes' | 'todas';
export type EventoComTurmasDaLista = EndpointResponse<typeof presencasEndpoints.turmas>[number];

/**
 * GET /api/presencas/turmas: eventos com as turmas que quem chama acompanha (todas, para a
 * administração; as suas, para o instrutor). Usado pelo gerador de QR, pela presença do instrutor e
 * pela gestão de presença.
 */
export function listarTurmasPresenca(periodo: PeriodoTurmas, signal?: AbortSignal) {
  return callApi<typeof presencasEndpoints.turmas>({ method: 'GET', path: '/api/presencas/turmas' }, { query: { periodo }, signal, redirecionar: true });
}

export const turmasPresencaQuery = (periodo: PeriodoTurmas) =>
  queryOptions({ queryKey: dadosKeys.turmasPresenca(periodo), queryFn: ({ signal }) => listarTurmasPresenca(periodo, signal) });

export function useTurmasPresenca(periodo: PeriodoTurmas = 'recentes') {
  return useQuery(turmasPresencaQuery(periodo));
}
