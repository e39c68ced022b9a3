import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { gestaoDaRevisaoEndpoints } from '#shared/contracts/revisao-gestao.ts';
import { callApi } from '#web/lib/api-client.ts';
import { exigirSubmissaoId } from './ids.ts';
import { chamadasKeys } from './keys.ts';

/** DELETE /api/admin/submissoes/:submissaoId/avaliadores/:atribuicaoId: revoga (o parecer enviado deixa de contar). */
export function revogarAtribuicao(submissaoId: unknown, atribuicaoId: number) {
  const id = exigirSubmissaoId(submissaoId);
  return callApi<typeof gestaoDaRevisaoEndpoints.revogar>(
    { method: 'DELETE', path: '/api/admin/submissoes/:submissaoId/avaliadores/:atribuicaoId' },
    { params: { submissaoId: id, atribuicaoId } },
  );
}

export function useRevogarAtribuicao(submissaoId: number) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (atribuicaoId: number) => revogarAtribuicao(submissaoId, atribuicaoId),
    meta: { silencioso: true },
    onSuccess: () => qc.invalidateQueries({ queryKey: chamadasKeys.todas }),
  });
}
