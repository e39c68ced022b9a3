import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { submissoesEndpoints } from '#shared/contracts/submissoes.ts';
import { callApi } from '#web/lib/api-client.ts';
import { exigirSubmissaoId } from './ids.ts';
import { chamadasKeys } from './keys.ts';

/** POST /api/submissoes/:submissaoId/retirada: retira o trabalho (definitivo), até o prazo. */
export function retirarSubmissao(submissaoId: unknown) {
  const id = exigirSubmissaoId(submissaoId);
  return callApi<typeof submissoesEndpoints.retirar>({ method: 'POST', path: '/api/submissoes/:submissaoId/retirada' }, { params: { submissaoId: id } });
}

/** Silencioso: o diálogo de confirmação mostra a recusa. */
export function useRetirarSubmissao() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => retirarSubmissao(id),
    meta: { silencioso: true },
    onSuccess: (s) => qc.setQueryData(chamadasKeys.submissao(s.id), s),
    onSettled: () => qc.invalidateQueries({ queryKey: chamadasKeys.todas }),
  });
}
