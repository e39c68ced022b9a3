import type { submissoesEndpoints } from '#shared/contracts/submissoes.ts';
import { montarCaminho } from '#shared/contracts/endpoint.ts';
import { apiDownload } from '#web/lib/api-arquivos.ts';

const rota: Pick<typeof submissoesEndpoints.baixarPoster, 'path'> = { path: '/api/submissoes/:submissaoId/poster' };

/** Baixa o pôster atual do trabalho (com a sessão); o nome neutro vem do Content-Disposition. */
export function baixarPoster(submissaoId: number): Promise<void> {
  return apiDownload(montarCaminho(rota.path, { submissaoId }), `poster-${submissaoId}`);
}
