import { queryOptions, useQuery } from '@tanstack/react-query';
import type { testesEndpoints } from '#shared/contracts/testes.ts';
import { callApi } from '#web/lib/api-client.ts';
import { testeKeys } from './keys.ts';

/** GET /api/testes/meus: os testes publicados das turmas da pessoa, com a situação de cada um. */
export function listarMeusTestes(signal?: AbortSignal) {
  return callApi<typeof testesEndpoints.meus>({ method: 'GET', path: '/api/testes/meus' }, { signal, redirecionar: true });
}

export const meusTestesQuery = () => queryOptions({ queryKey: testeKeys.meus(), queryFn: ({ signal }) => listarMeusTestes(signal) });

export function useMeusTestes() {
  return useQuery(meusTestesQuery());
}
