import { useQuery } from '@tanstack/react-query';
import type { revisaoEndpoints } from '#shared/contracts/revisao.ts';
import type { TipoAvaliacao } from '#shared/rules/chamadas.ts';
import { callApi } from '#web/lib/api-client.ts';
import { avaliadorKeys } from './keys.ts';

/** GET /api/avaliador/submissoes/:submissaoId/pareceres/:tipo: o trabalho (sem autoria), os critérios e o parecer. */
export function obterParecer(submissaoId: number, tipo: TipoAvaliacao, signal?: AbortSignal) {
  return callApi<typeof revisaoEndpoints.obterParecer>(
    { method: 'GET', path: '/api/avaliador/submissoes/:submissaoId/pareceres/:tipo' },
    { params: { submissaoId, tipo }, signal, redirecionar: true },
  );
}

export function useParecer(submissaoId: number, tipo: TipoAvaliacao) {
  return useQuery({ queryKey: avaliadorKeys.parecer(submissaoId, tipo), queryFn: ({ signal }) => obterParecer(submissaoId, tipo, signal) });
}
