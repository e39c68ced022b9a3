import type { ChamadaEntrada, chamadasEndpoints } from '#shared/contracts/chamadas.ts';
import { callApi } from '#web/lib/api-client.ts';

/** POST /api/admin/chamadas: cria a chamada (publicada já, se vier com `publicado` e completa). */
export function criarChamada(dados: ChamadaEntrada) {
  return callApi<typeof chamadasEndpoints.criar>({ method: 'POST', path: '/api/admin/chamadas' }, { body: dados });
}
