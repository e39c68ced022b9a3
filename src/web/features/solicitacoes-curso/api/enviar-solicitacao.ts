import type { solicitacoesCursoEndpoints } from '#shared/contracts/solicitacoes-curso.ts';
import { callApi } from '#web/lib/api-client.ts';

/**
 * POST /api/solicitacoes-curso/:id/envio (autor, rascunho). O único fetcher do envio: o botão da lista e o
 * "salvar e enviar" do formulário (`salvar-solicitacao.ts`) usam este.
 */
export function enviarSolicitacao(id: number) {
  return callApi<typeof solicitacoesCursoEndpoints.enviar>({ method: 'POST', path: '/api/solicitacoes-curso/:id/envio' }, { params: { id } });
}
