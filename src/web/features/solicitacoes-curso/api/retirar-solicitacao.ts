import type { solicitacoesCursoEndpoints } from '#shared/contracts/solicitacoes-curso.ts';
import { callApi } from '#web/lib/api-client.ts';

/** POST /api/solicitacoes-curso/:id/retirada (autor, antes da decisão). */
export function retirarSolicitacao(id: number) {
  return callApi<typeof solicitacoesCursoEndpoints.retirar>({ method: 'POST', path: '/api/solicitacoes-curso/:id/retirada' }, { params: { id } });
}
