import { queryOptions, useQuery } from '@tanstack/react-query';
import type { instrutoresEndpoints } from '#shared/contracts/instrutores.ts';
import { callApi } from '#web/lib/api-client.ts';
import { instrutoresKeys } from './keys.ts';

/** GET /api/instrutor/turmas: turmas que a pessoa logada ensina, com o próximo encontro. */
export function listarMinhasTurmas(signal?: AbortSignal) {
  return callApi<typeof instrutoresEndpoints.minhasTurmas>({ method: 'GET', path: '/api/instrutor/turmas' }, { signal, redirecionar: true });
}

export const minhasTurmasQuery = () => queryOptions({ queryKey: instrutoresKeys.minhasTurmas(), queryFn: ({ signal }) => listarMinhasTurmas(signal) });

export function useMinhasTurmas() {
  return useQuery(minhasTurmasQuery());
}
