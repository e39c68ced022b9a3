import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { inscricoesEndpoints } from '#shared/contracts/inscricoes.ts';
import { callApi } from '#web/lib/api-client.ts';
import { eventosKeys, inscricoesKeys } from './keys.ts';

/** DELETE /api/inscricoes/:id: a própria pessoa cancela (até o início da turma; da lista de espera, a qualquer momento). */
export function cancelarInscricao(id: number) {
  return callApi<typeof inscricoesEndpoints.cancelar>({ method: 'DELETE', path: '/api/inscricoes/:id' }, { params: { id } });
}

/** Cancela e atualiza eventos (a vaga volta, a lista de espera anda) e as inscrições da pessoa. */
export function useCancelarInscricao() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: cancelarInscricao,
    onSettled: () => Promise.all([qc.invalidateQueries({ queryKey: eventosKeys.todos }), qc.invalidateQueries({ queryKey: inscricoesKeys.minhas() })]),
  });
}
