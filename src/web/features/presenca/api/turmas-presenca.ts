import { queryOptions, useQuery } from '@tanstack/react-query';
import type { EndpointResponse } from '#shared/contracts/endpoint.ts';
import type { presencasEndpoints } from '#shared/contracts/presencas.ts';
import { callApi } from '#web/lib/api-client.ts';
import { presencaKeys } from './keys.ts';

export type PeriodoTurmas = 'recentes' | 'todas';
export type EventoComTurmasDaLista = EndpointResponse<typeof presencasEndpoints.turmas>[number];

/**
 * GET /api/presencas/turmas: eventos com as turmas que quem chama acompanha (todas, para a
 * administração; as suas, para o instrutor). Usado pelo gerador de QR, pela presença do instrutor e
 * pela gestão de presença. O gerador passa `redirecionar: false`: ele ignora o 403 em silêncio
 * (SPEC §6, §7) em vez de sair da página.
 */
export function listarTurmasPresenca(periodo: PeriodoTurmas, opcoes: { signal?: AbortSignal; redirecionar?: boolean } = {}) {
  return callApi<typeof presencasEndpoints.turmas>(
    { method: 'GET', path: '/api/presencas/turmas' },
    { query: { periodo }, signal: opcoes.signal, redirecionar: opcoes.redirecionar ?? true },
  );
}

export const turmasPresencaQuery = (periodo: PeriodoTurmas) =>
  queryOptions({ queryKey: presencaKeys.turmas(periodo), queryFn: ({ signal }) => listarTurmasPresenca(periodo, { signal }) });

export function useTurmasPresenca(periodo: PeriodoTurmas = 'recentes') {
  return useQuery(turmasPresencaQuery(periodo));
}
