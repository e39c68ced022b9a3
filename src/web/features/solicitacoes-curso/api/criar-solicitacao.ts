import type { SolicitacaoEntrada, solicitacoesCursoEndpoints } from '#shared/contracts/solicitacoes-curso.ts';
import { callApi } from '#web/lib/api-client.ts';

/** POST /api/solicitacoes-curso: nova solicitação; com `enviar`, já vai para análise. */
export function criarSolicitacao(dados: SolicitacaoEntrada, enviar: boolean) {
  return callApi<typeof solicitacoesCursoEndpoints.criar>({ method: 'POST', path: '/api/solicitacoes-curso' }, { body: { ...dados, enviar } });
}
