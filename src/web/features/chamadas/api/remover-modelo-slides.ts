import type { modeloSlidesEndpoints } from '#shared/contracts/chamadas.ts';
import { callApi } from '#web/lib/api-client.ts';
import { exigirChamadaId } from './ids.ts';

/** DELETE /api/admin/chamadas/:chamadaId/modelo-slides: remove o modelo de slides da apresentação oral. */
export function removerModeloSlides(chamadaId: unknown) {
  const id = exigirChamadaId(chamadaId);
  return callApi<typeof modeloSlidesEndpoints.remover>({ method: 'DELETE', path: '/api/admin/chamadas/:chamadaId/modelo-slides' }, { params: { chamadaId: id } });
}
