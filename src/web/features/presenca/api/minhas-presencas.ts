import { queryOptions, useQuery } from '@tanstack/react-query';
import type { presencasEndpoints } from '#shared/contracts/presencas.ts';
import { callApi } from '#web/lib/api-client.ts';
import { presencaKeys } from './keys.ts';

/** GET /api/presencas/minhas: presenças e frequência da pessoa logada, por turma em que está inscrita. */
export function listarMinhasPresencas(signal?: AbortSignal) {
  return callApi<typeof presencasEndpoints.minhas>({ method: 'GET', path: '/api/presencas/minhas' }, { signal, redirecionar: true });
}

export const minhasPresencasQuery = () => queryOptions({ queryKey: presencaKeys.minhas(), queryFn: ({ signal }) => listarMinhasPresencas(signal) });

export function useMinhasPresencas() {
  return useQuery(minhasPresencasQuery());
}
