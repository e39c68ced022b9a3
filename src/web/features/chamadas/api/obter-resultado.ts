import { useQuery } from '@tanstack/react-query';
import type { revisaoEndpoints } from '#shared/contracts/revisao.ts';
import { callApi } from '#web/lib/api-client.ts';
import { exigirSubmissaoId } from './ids.ts';
import { chamadasKeys } from './keys.ts';

/** GET /api/submissoes/:submissaoId/resultado: decisão, notas e comentários dos pareceres (depois da liberação; nunca quem avaliou). */
export function obterResultado(submissaoId: unknown, signal?: AbortSignal) {
  const id = exigirSubmissaoId(submissaoId);
  return callApi<typeof revisaoEndpoints.resultado>({ method: 'GET', path: '/api/submissoes/:submissaoId/resultado' }, { params: { submissaoId: id }, signal });
}

export function useResultado(submissaoId: number, ligado: boolean) {
  return useQuery({ queryKey: chamadasKeys.resultado(submissaoId), queryFn: ({ signal }) => obterResultado(submissaoId, signal), enabled: ligado });
}
