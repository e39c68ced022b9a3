import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Decisao } from '#shared/rules/chamadas.ts';
import type { gestaoDaRevisaoEndpoints } from '#shared/contracts/revisao-gestao.ts';
import { callApi } from '#web/lib/api-client.ts';
import { exigirSubmissaoId } from './ids.ts';
import { chamadasKeys } from './keys.ts';

/** PUT /api/admin/submissoes/:submissaoId/decisao: a decisão final (o autor só a vê na liberação). */
export function decidirTrabalho(submissaoId: unknown, decisao: Decisao, motivo: string | null) {
  const id = exigirSubmissaoId(submissaoId);
  return callApi<typeof gestaoDaRevisaoEndpoints.decidir>(
    { method: 'PUT', path: '/api/admin/submissoes/:submissaoId/decisao' },
    { params: { submissaoId: id }, body: { decisao, motivo } },
  );
}

export function useDecidirTrabalho(submissaoId: number) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ decisao, motivo }: { decisao: Decisao; motivo: string | null }) => decidirTrabalho(submissaoId, decisao, motivo),
    meta: { silencioso: true },
    onSuccess: () => qc.invalidateQueries({ queryKey: chamadasKeys.todas }),
  });
}
