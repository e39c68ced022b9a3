import type { SolicitacaoEntrada, solicitacoesCursoEndpoints } from '#shared/contracts/solicitacoes-curso.ts';
import { callApi } from '#web/lib/api-client.ts';

/** PUT /api/solicitacoes-curso/:id: salva o rascunho. */
export function editarSolicitacao(id: number, dados: SolicitacaoEntrada) {
  return callApi<typeof solicitacoesCursoEndpoints.editar>({ method: 'PUT', path: '/api/solicitacoes-curso/:id' }, { params: { id }, body: dados });
}
