import type { SubmissaoEntrada, submissoesEndpoints } from '#shared/contracts/submissoes.ts';
import { callApi } from '#web/lib/api-client.ts';
import { exigirChamadaId } from './ids.ts';

/** POST /api/chamadas/:chamadaId/submissoes: cria o trabalho (rascunho, ou já enviado com `enviar`), só no prazo. */
export function criarSubmissao(chamadaId: unknown, dados: SubmissaoEntrada) {
  const id = exigirChamadaId(chamadaId);
  return callApi<typeof submissoesEndpoints.criar>({ method: 'POST', path: '/api/chamadas/:chamadaId/submissoes' }, { params: { chamadaId: id }, body: dados });
}
