import { montarCaminho } from '#shared/contracts/endpoint.ts';
import type { submissoesEndpoints } from '#shared/contracts/submissoes.ts';
import { apiDownload } from '#web/lib/api-arquivos.ts';
import { exigirSubmissaoId } from './ids.ts';

const rota: Pick<typeof submissoesEndpoints.baixarPoster, 'path'> = { path: '/api/submissoes/:submissaoId/poster' };

/** GET /api/submissoes/:submissaoId/poster: o pôster atual, com o nome do Content-Disposition. */
export function baixarPoster(submissaoId: unknown): Promise<void> {
  const id = exigirSubmissaoId(submissaoId);
  return apiDownload(montarCaminho(rota.path, { submissaoId: id }), `poster-trabalho-${id}`);
}
