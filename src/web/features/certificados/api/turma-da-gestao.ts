import { queryOptions, useQuery } from '@tanstack/react-query';
import type { certificadosEndpoints } from '#shared/contracts/certificados.ts';
import type { EndpointResponse } from '#shared/contracts/endpoint.ts';
import { ApiError, callApi } from '#web/lib/api-client.ts';
import { certificadosKeys } from './keys.ts';

export type TurmaDaGestao = EndpointResponse<typeof certificadosEndpoints.turma>;
export type PessoaDaTurma = TurmaDaGestao['pessoas'][number];

/** GET /api/certificados/gestao/turmas/:turmaId: as pessoas da turma com o certificado ou a etapa que falta. */
export function obterTurmaDaGestao(turmaId: number, signal?: AbortSignal) {
  return callApi<typeof certificadosEndpoints.turma>(
    { method: 'GET', path: '/api/certificados/gestao/turmas/:turmaId' },
    { params: { turmaId }, signal, redirecionar: true },
  );
}

// turma inexistente (404) não aparece repetindo
const repetir = (tentativas: number, erro: unknown) => !(erro instanceof ApiError && erro.status >= 400 && erro.status < 500) && tentativas < 1;

export const turmaDaGestaoQuery = (turmaId: number) =>
  queryOptions({ queryKey: certificadosKeys.turma(turmaId), queryFn: ({ signal }) => obterTurmaDaGestao(turmaId, signal), retry: repetir });

export function useTurmaDaGestao(turmaId: number) {
  return useQuery(turmaDaGestaoQuery(turmaId));
}
