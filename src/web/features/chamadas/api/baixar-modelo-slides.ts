import type { modeloSlidesEndpoints } from '#shared/contracts/chamadas.ts';
import { montarCaminho } from '#shared/contracts/endpoint.ts';
import { apiDownload } from '#web/lib/api-arquivos.ts';
import { exigirChamadaId } from './ids.ts';

const rota: Pick<typeof modeloSlidesEndpoints.baixar, 'path'> = { path: '/api/chamadas/:chamadaId/modelo-slides' };

/** GET /api/chamadas/:chamadaId/modelo-slides (SPEC §7): baixa o modelo de slides da apresentação oral com o nome do Content-Disposition. */
export function baixarModeloSlides(chamadaId: unknown): Promise<void> {
  const id = exigirChamadaId(chamadaId);
  return apiDownload(montarCaminho(rota.path, { chamadaId: id }), 'modelo-slides-chamada-' + id);
}
