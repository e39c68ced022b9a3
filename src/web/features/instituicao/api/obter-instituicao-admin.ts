import { queryOptions, useQuery } from '@tanstack/react-query';
import type { instituicaoEndpoints } from '#shared/contracts/instituicao.ts';
import { callApi } from '#web/lib/api-client.ts';
import { instituicaoKeys } from './keys.ts';

/** GET /api/admin/instituicao. */
export function obterInstituicaoAdmin(signal?: AbortSignal) {
  return callApi<typeof instituicaoEndpoints.obterAdmin>({ method: 'GET', path: '/api/admin/instituicao' }, { signal, redirecionar: true });
}

export const instituicaoAdminQuery = () =>
  queryOptions({ queryKey: instituicaoKeys.admin(), queryFn: ({ signal }) => obterInstituicaoAdmin(signal) });

/** Os dados da instituição para o formulário da administração. */
export function useInstituicaoAdmin() {
  return useQuery(instituicaoAdminQuery());
}
