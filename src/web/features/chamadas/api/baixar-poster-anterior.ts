import { montarCaminho } from '#shared/contracts/endpoint.ts';
import type { submissoesEndpoints } from '#shared/contracts/submissoes.ts';
import { apiDownload } from '#web/lib/api-arquivos.ts';
import { exigirSubmissaoId } from './ids.ts';

const rota: Pick<typeof submissoesEndpoints.baixarPosterAnterior, 'path'> = { path: '/api/submissoes/:submissaoId/posteres/:posterId' };

/** GET /api/submissoes/:submissaoId/posteres/:posterId: um pôster do histórico (autor e administração). */
export function baixarPosterAnterior(submissaoId: unknown, posterId: number): Promise<void> {
  const id = exigirSubmissaoId(submissaoId);
  return apiDownload(montarCaminho(rota.path, { submissaoId: id, posterId }), `poster-${posterId}-trabalho-${id}`);
}
