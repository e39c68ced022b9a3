import type { solicitacoesCursoEndpoints } from '#shared/contracts/solicitacoes-curso.ts';
import { callApi } from '#web/lib/api-client.ts';

/** POST /api/admin/solicitacoes-curso/:id/analise (enviada → em análise). */
export function analisarSolicitacao(id: number) {
  return callApi<typeof solicitacoesCursoEndpoints.analisar>({ method: 'POST', path: '/api/admin/solicitacoes-curso/:id/analise' }, { params: { id } });
}
