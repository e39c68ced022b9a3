import type { modeloBannerEndpoints } from '#shared/contracts/chamadas.ts';
import { callApi } from '#web/lib/api-client.ts';
import { exigirChamadaId } from './ids.ts';

/** DELETE /api/admin/chamadas/:chamadaId/modelo-banner: remove o modelo de banner. */
export function removerModeloBanner(chamadaId: unknown) {
  const id = exigirChamadaId(chamadaId);
  return callApi<typeof modeloBannerEndpoints.remover>({ method: 'DELETE', path: '/api/admin/chamadas/:chamadaId/modelo-banner' }, { params: { chamadaId: id } });
}
