import type { ChamadaEntrada, chamadasEndpoints } from '#shared/contracts/chamadas.ts';
import { callApi } from '#web/lib/api-client.ts';
import { exigirChamadaId } from './ids.ts';

/** PUT /api/admin/chamadas/:chamadaId: salva a chamada inteira (linhas e critérios com id ficam; os ausentes saem). */
export function editarChamada(chamadaId: unknown, dados: ChamadaEntrada) {
  const id = exigirChamadaId(chamadaId);
  return callApi<typeof chamadasEndpoints.editar>({ method: 'PUT', path: '/api/admin/chamadas/:chamadaId' }, { params: { chamadaId: id }, body: dados });
}
