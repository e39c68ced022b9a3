import { queryOptions, useQuery } from '@tanstack/react-query';
import type { instrutoresEndpoints } from '#shared/contracts/instrutores.ts';
import { callApi } from '#web/lib/api-client.ts';
import { instrutoresKeys } from './keys.ts';

/** GET /api/instrutores/:id/turmas: turmas que um instrutor ensina ou ensinou. */
export function listarTurmasDoInstrutor(id: number, signal?: AbortSignal) {
  return callApi<typeof instrutoresEndpoints.turmasDoInstrutor>({ method: 'GET', path: '/api/instrutores/:id/turmas' }, { params: { id }, signal });
}

export const turmasDoInstrutorQuery = (id: number) =>
  queryOptions({ queryKey: instrutoresKeys.turmas(id), queryFn: ({ signal }) => listarTurmasDoInstrutor(id, signal) });

export function useTurmasDoInstrutor(id: number) {
  return useQuery(turmasDoInstrutorQuery(id));
}
