import type { modeloBannerEndpoints } from '#shared/contracts/chamadas.ts';
import { montarCaminho, type EndpointResponse } from '#shared/contracts/endpoint.ts';
import { CAMPO_MULTIPART } from '#shared/rules/chamadas.ts';
import { apiUpload } from '#web/lib/api-arquivos.ts';
import { exigirChamadaId } from './ids.ts';

const rota: Pick<typeof modeloBannerEndpoints.enviar, 'method' | 'path'> = { method: 'POST', path: '/api/chamadas/:chamadaId/modelo-banner' };

/** POST /api/chamadas/:chamadaId/modelo-banner (SPEC §7): envia ou troca o modelo de banner, multipart no campo `file`. */
export function enviarModeloBanner(chamadaId: unknown, arquivo: Blob, aoProgresso?: (fracao: number) => void) {
  const id = exigirChamadaId(chamadaId);
  return apiUpload<EndpointResponse<typeof modeloBannerEndpoints.enviar>>(montarCaminho(rota.path, { chamadaId: id }), arquivo, CAMPO_MULTIPART.modelo, { aoProgresso });
}
