import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { gestaoDaRevisaoEndpoints } from '#shared/contracts/revisao-gestao.ts';
import { callApi } from '#web/lib/api-client.ts';
import { exigirSubmissaoId } from './ids.ts';
import { chamadasKeys } from './keys.ts';

/** POST …/avaliadores/:atribuicaoId/substituicao: troca quem avalia, no mesmo tipo (recusa com o motivo do conflito). */
export function substituirAvaliador(submissaoId: unknown, atribuicaoId: number, avaliadorId: number) {
  const id = exigirSubmissaoId(submissaoId);
  return callApi<typeof gestaoDaRevisaoEndpoints.substituir>(
    { method: 'POST', path: '/api/admin/submissoes/:submissaoId/avaliadores/:atribuicaoId/substituicao' },
    { params: { submissaoId: id, atribuicaoId }, body: { avaliador_id: avaliadorId } },
  );
}

export function useSubstituirAvaliador(submissaoId: number) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ atribuicaoId, avaliadorId }: { atribuicaoId: number; avaliadorId: number }) => substituirAvaliador(submissaoId, atribuicaoId, avaliadorId),
    meta: { silencioso: true },
    onSuccess: () => qc.invalidateQueries({ queryKey: chamadasKeys.todas }),
  });
}
