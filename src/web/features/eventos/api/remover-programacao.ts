import type { eventosEndpoints } from '#shared/contracts/eventos.ts';
import { callApi } from '#web/lib/api-client.ts';

/** DELETE /api/eventos/:id/programacao. */
export function removerProgramacao(id: number) {
  return callApi<typeof eventosEndpoints.removerProgramacao>({ method: 'DELETE', path: '/api/eventos/:id/programacao' }, { params: { id } });
}
