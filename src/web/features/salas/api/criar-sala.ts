import type { SalaEntrada, salasEndpoints } from '#shared/contracts/salas.ts';
import { callApi } from '#web/lib/api-client.ts';

/** POST /api/admin/salas: sala nova. */
export function criarSala(body: SalaEntrada) {
  return callApi<typeof salasEndpoints.criarSala>({ method: 'POST', path: '/api/admin/salas' }, { body });
}
