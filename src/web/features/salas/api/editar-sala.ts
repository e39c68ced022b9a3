import type { SalaEntrada, salasEndpoints } from '#shared/contracts/salas.ts';
import { callApi } from '#web/lib/api-client.ts';

/** PUT /api/admin/salas/:id. */
export function editarSala(id: number, body: SalaEntrada) {
  return callApi<typeof salasEndpoints.editarSala>({ method: 'PUT', path: '/api/admin/salas/:id' }, { params: { id }, body });
}
