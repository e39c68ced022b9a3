import type { modeloSlidesEndpoints } from '#shared/contracts/chamadas.ts';
import { montarCaminho, type EndpointResponse } from '#shared/contracts/endpoint.ts';
import { CAMPO_MULTIPART } from '#shared/rules/chamadas.ts';
import { apiUpload } from '#web/lib/api-arquivos.ts';
import { exigirChamadaId } from './ids.ts';

const rota: Pick<typeof modeloSlidesEndpoints.enviar, 'method' | 'path'> = { method: 'POST', path: '/api/chamadas/:chamadaId/modelo-slides' };

/** POST /api/chamadas/:chamadaId/modelo-slides (SPEC §7): envia ou troca o modelo de slides da apresentação oral, multipart no campo `file`. */
export function enviarModeloSlides(chamadaId: unknown, arquivo: Blob, aoProgresso?: (fracao: number) => void) {
  const id = exigirChamadaId(chamadaId);
  return apiUpload<EndpointResponse<typeof modeloSlidesEndpoints.enviar>>(montarCaminho(rota.path, { chamadaId: id }), arquivo, CAMPO_MULTIPART.modelo, { aoProgresso });
}
