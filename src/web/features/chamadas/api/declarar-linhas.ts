import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { revisaoEndpoints } from '#shared/contracts/revisao.ts';
import { callApi } from '#web/lib/api-client.ts';
import { avaliadorKeys } from './keys.ts';

/** PUT /api/avaliador/chamadas/:chamadaId/linhas: as linhas temáticas que a pessoa avalia (substitui as anteriores). */
export function declararLinhas(chamadaId: number, linhaIds: number[]) {
  return callApi<typeof revisaoEndpoints.declararLinhas>(
    { method: 'PUT', path: '/api/avaliador/chamadas/:chamadaId/linhas' },
    { params: { chamadaId }, body: { linha_ids: linhaIds } },
  );
}

export function useDeclararLinhas(chamadaId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (linhaIds: number[]) => declararLinhas(chamadaId, linhaIds),
    meta: { silencioso: true },
    onSuccess: () => client.invalidateQueries({ queryKey: avaliadorKeys.todas() }),
  });
}
