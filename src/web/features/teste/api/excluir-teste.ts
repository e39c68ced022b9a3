import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { testesEndpoints } from '#shared/contracts/testes.ts';
import { callApi } from '#web/lib/api-client.ts';
import { atualizarTesteNoCache } from './salvar-teste.ts';

/** DELETE /api/eventos/:id/teste: exclui o teste (só sem tentativas). */
export function excluirTeste(eventoId: number) {
  return callApi<typeof testesEndpoints.excluir>({ method: 'DELETE', path: '/api/eventos/:id/teste' }, { params: { id: eventoId } });
}

export function useExcluirTeste(eventoId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => excluirTeste(eventoId),
    meta: { silencioso: true },
    onSuccess: () => atualizarTesteNoCache(client, eventoId, null),
  });
}
