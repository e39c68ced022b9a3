import { queryOptions, useQuery } from '@tanstack/react-query';
import type { submissoesEndpoints } from '#shared/contracts/submissoes.ts';
import { callApi } from '#web/lib/api-client.ts';
import { exigirSubmissaoId } from './ids.ts';
import { chamadasKeys } from './keys.ts';

/** GET /api/submissoes/:submissaoId: o trabalho inteiro (o autor; a administração, se já foi enviado). */
export function obterSubmissao(submissaoId: unknown, signal?: AbortSignal) {
  const id = exigirSubmissaoId(submissaoId);
  return callApi<typeof submissoesEndpoints.obter>({ method: 'GET', path: '/api/submissoes/:submissaoId' }, { params: { submissaoId: id }, signal });
}

export const submissaoQuery = (id: number) => queryOptions({ queryKey: chamadasKeys.submissao(id), queryFn: ({ signal }) => obterSubmissao(id, signal) });

/** O trabalho; sem id (nulo: trabalho novo), não busca. */
export function useSubmissao(id: number | null) {
  return useQuery({ ...submissaoQuery(id ?? 0), enabled: id !== null });
}
