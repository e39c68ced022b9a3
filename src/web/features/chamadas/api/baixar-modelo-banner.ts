import type { modeloBannerEndpoints } from '#shared/contracts/chamadas.ts';
import { montarCaminho } from '#shared/contracts/endpoint.ts';
import { apiDownload } from '#web/lib/api-arquivos.ts';
import { exigirChamadaId } from './ids.ts';

const rota: Pick<typeof modeloBannerEndpoints.baixar, 'path'> = { path: '/api/chamadas/:chamadaId/modelo-banner' };

/** GET /api/chamadas/:chamadaId/modelo-banner (SPEC §7): baixa o modelo de banner com o nome do Content-Disposition. */
export function baixarModeloBanner(chamadaId: unknown): Promise<void> {
  const id = exigirChamadaId(chamadaId);
  return apiDownload(montarCaminho(rota.path, { chamadaId: id }), 'modelo-banner-chamada-' + id);
}
