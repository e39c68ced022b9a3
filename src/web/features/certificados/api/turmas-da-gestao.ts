import { queryOptions, useQuery } from '@tanstack/react-query';
import type { certificadosEndpoints } from '#shared/contracts/certificados.ts';
import { callApi } from '#web/lib/api-client.ts';
import { certificadosKeys } from './keys.ts';

/** GET /api/certificados/gestao/turmas: as turmas (encerradas e em andamento) com a situação de emissão. */
export function listarTurmasDaGestao(signal?: AbortSignal) {
  return callApi<typeof certificadosEndpoints.turmas>({ method: 'GET', path: '/api/certificados/gestao/turmas' }, { signal, redirecionar: true });
}

export const turmasDaGestaoQuery = () => queryOptions({ queryKey: certificadosKeys.turmas(), queryFn: ({ signal }) => listarTurmasDaGestao(signal) });

export function useTurmasDaGestao() {
  return useQuery(turmasDaGestaoQuery());
}
