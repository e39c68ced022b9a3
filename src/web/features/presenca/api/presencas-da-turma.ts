import { queryOptions, useQuery } from '@tanstack/react-query';
import type { EndpointResponse } from '#shared/contracts/endpoint.ts';
import type { presencasEndpoints } from '#shared/contracts/presencas.ts';
import { ApiError, callApi } from '#web/lib/api-client.ts';
import { presencaKeys } from './keys.ts';

export type PresencasDaTurma = EndpointResponse<typeof presencasEndpoints.daTurma>;
export type EncontroDaLista = PresencasDaTurma['encontros'][number];
export type ParticipanteDaLista = PresencasDaTurma['participantes'][number];
export type RegistroDaLista = ParticipanteDaLista['presencas'][number];

/**
 * GET /api/turmas/:turmaId/presencas: encontros (com a janela de quem chama), participantes com as
 * presenças e a frequência. Sem `redirecionar`: o 403 e o 404 viram estados da própria tela.
 */
export function obterPresencasDaTurma(turmaId: number, signal?: AbortSignal) {
  return callApi<typeof presencasEndpoints.daTurma>({ method: 'GET', path: '/api/turmas/:turmaId/presencas' }, { params: { turmaId }, signal });
}

// recusa (400, 403, 404) não melhora repetindo
const repetir = (tentativas: number, erro: unknown) => !(erro instanceof ApiError && erro.status >= 400 && erro.status < 500) && tentativas < 1;

export const presencasDaTurmaQuery = (turmaId: number) =>
  queryOptions({ queryKey: presencaKeys.turma(turmaId), queryFn: ({ signal }) => obterPresencasDaTurma(turmaId, signal), retry: repetir });

export function usePresencasDaTurma(turmaId: number) {
  return useQuery(presencasDaTurmaQuery(turmaId));
}
