import type { eventosEndpoints } from '#shared/contracts/eventos.ts';
import { callApi } from '#web/lib/api-client.ts';

/** DELETE /api/eventos/:id/folder. */
export function removerFolder(id: number) {
  return callApi<typeof eventosEndpoints.removerFolder>({ method: 'DELETE', path: '/api/eventos/:id/folder' }, { params: { id } });
}
