import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { notificacoesEndpoints } from '#shared/contracts/notificacoes.ts';
import { callApi } from '#web/lib/api-client.ts';
import { dadosKeys } from '#web/lib/dados/chaves.ts';
import { notificacoesKeys } from './keys.ts';

/** PATCH /api/notificacoes/lidas */
export function marcarTodas() {
  return callApi<typeof notificacoesEndpoints.marcarTodas>({ method: 'PATCH', path: '/api/notificacoes/lidas' });
}

export function useMarcarTodas() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: marcarTodas,
    onSuccess: () => Promise.all([qc.invalidateQueries({ queryKey: notificacoesKeys.todas }), qc.invalidateQueries({ queryKey: dadosKeys.contagemNaoLidas() })]),
  });
}
