import type { SubmissaoEntrada, submissoesEndpoints } from '#shared/contracts/submissoes.ts';
import { callApi } from '#web/lib/api-client.ts';
import { exigirSubmissaoId } from './ids.ts';

/** PUT /api/submissoes/:submissaoId: salva o trabalho inteiro (coautores substituídos); envia o rascunho com `enviar`. */
export function editarSubmissao(submissaoId: unknown, dados: SubmissaoEntrada) {
  const id = exigirSubmissaoId(submissaoId);
  return callApi<typeof submissoesEndpoints.editar>({ method: 'PUT', path: '/api/submissoes/:submissaoId' }, { params: { submissaoId: id }, body: dados });
}
