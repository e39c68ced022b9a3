import { useMutation } from '@tanstack/react-query';
import type { resultadosAvaliacaoEndpoints } from '#shared/contracts/avaliacoes-resultados.ts';
import { callApi } from '#web/lib/api-client.ts';

/** POST /api/avaliacoes/resultados/lembretes: lembra quem não avaliou as turmas (uma vez por pessoa e dia). */
export function lembrarQuemNaoRespondeu(turmaIds: readonly number[]) {
  return callApi<typeof resultadosAvaliacaoEndpoints.lembrar>(
    { method: 'POST', path: '/api/avaliacoes/resultados/lembretes' },
    { body: { turma_ids: [...turmaIds] } },
  );
}

/** A lista não muda com o lembrete (ninguém avaliou por causa dele ainda): nada a invalidar. */
export function useLembrarQuemNaoRespondeu() {
  return useMutation({ mutationFn: lembrarQuemNaoRespondeu });
}
