import type { solicitacoesCursoEndpoints } from '#shared/contracts/solicitacoes-curso.ts';
import { callApi } from '#web/lib/api-client.ts';

export interface Decisao {
  id: number;
  decisao: 'aprovar' | 'rejeitar';
  motivo?: string;
}

/** POST /api/admin/solicitacoes-curso/:id/decisao (aprovar, ou rejeitar com motivo). */
export function decidirSolicitacao({ id, ...body }: Decisao) {
  return callApi<typeof solicitacoesCursoEndpoints.decidir>({ method: 'POST', path: '/api/admin/solicitacoes-curso/:id/decisao' }, { params: { id }, body });
}
