import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { inscricoesEndpoints } from '#shared/contracts/inscricoes.ts';
import { callApi } from '#web/lib/api-client.ts';
import { eventosKeys, inscricoesKeys } from './keys.ts';

/**
 * POST /api/turmas/:turmaId/inscricoes. Sem `redirecionar`: o 403 aqui é a restrição do evento (a
 * mensagem do servidor explica), não falta de permissão para a tela.
 */
export function inscrever(turmaId: number) {
  return callApi<typeof inscricoesEndpoints.inscrever>({ method: 'POST', path: '/api/turmas/:turmaId/inscricoes' }, { params: { turmaId } });
}

/**
 * Inscreve (ou põe na lista de espera). Com sucesso ou recusa, o evento e as inscrições da pessoa
 * são buscados de novo: vagas e impedimentos podem ter mudado enquanto a página estava aberta.
 */
export function useInscrever() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: inscrever,
    onSettled: () => Promise.all([qc.invalidateQueries({ queryKey: eventosKeys.todos }), qc.invalidateQueries({ queryKey: inscricoesKeys.minhas() })]),
  });
}
