import { queryOptions, useQuery } from '@tanstack/react-query';
import type { instrutoresEndpoints } from '#shared/contracts/instrutores.ts';
import { callApi } from '#web/lib/api-client.ts';
import { instrutoresKeys } from './keys.ts';

/** GET /api/instrutores: pessoas com perfil de instrutor, com contagens de turmas. */
export function listarInstrutores(signal?: AbortSignal) {
  return callApi<typeof instrutoresEndpoints.listar>({ method: 'GET', path: '/api/instrutores' }, { signal, redirecionar: true });
}

export const instrutoresQuery = () => queryOptions({ queryKey: instrutoresKeys.lista(), queryFn: ({ signal }) => listarInstrutores(signal) });

export function useInstrutores() {
  return useQuery(instrutoresQuery());
}
