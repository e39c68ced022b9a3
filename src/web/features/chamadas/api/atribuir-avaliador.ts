import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TipoAvaliacao } from '#shared/rules/chamadas.ts';
import type { gestaoDaRevisaoEndpoints } from '#shared/contracts/revisao-gestao.ts';
import { callApi } from '#web/lib/api-client.ts';
import { exigirSubmissaoId } from './ids.ts';
import { chamadasKeys } from './keys.ts';

/** POST /api/admin/submissoes/:submissaoId/avaliadores: atribui o trabalho a uma pessoa (409 com o motivo do conflito). */
export function atribuirAvaliador(submissaoId: unknown, avaliadorId: number, tipo: TipoAvaliacao) {
  const id = exigirSubmissaoId(submissaoId);
  return callApi<typeof gestaoDaRevisaoEndpoints.atribuir>(
    { method: 'POST', path: '/api/admin/submissoes/:submissaoId/avaliadores' },
    { params: { submissaoId: id }, body: { avaliador_id: avaliadorId, tipo } },
  );
}

/** Silencioso: a recusa (conflito, já atribuído) aparece junto do campo. */
export function useAtribuirAvaliador(submissaoId: number) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ avaliadorId, tipo }: { avaliadorId: number; tipo: TipoAvaliacao }) => atribuirAvaliador(submissaoId, avaliadorId, tipo),
    meta: { silencioso: true },
    onSuccess: () => qc.invalidateQueries({ queryKey: chamadasKeys.todas }),
  });
}
