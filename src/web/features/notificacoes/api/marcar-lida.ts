import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { notificacoesEndpoints } from '#shared/contracts/notificacoes.ts';
import { callApi } from '#web/lib/api-client.ts';
import { dadosKeys } from '#web/lib/dados/chaves.ts';
import { notificacoesKeys } from './keys.ts';

/** PATCH /api/notificacoes/:id/lida */
export function marcarLida(id: number) {
  return callApi<typeof notificacoesEndpoints.marcarLida>({ method: 'PATCH', path: '/api/notificacoes/:id/lida' }, { params: { id } });
}

/** Marca uma como lida e atualiza a lista e o contador do sino. */
export function useMarcarLida() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: marcarLida,
    onSuccess: () => Promise.all([qc.invalidateQueries({ queryKey: notificacoesKeys.todas }), qc.invalidateQueries({ queryKey: dadosKeys.contagemNaoLidas() })]),
  });
}
