import type { BloqueioEntrada, salasEndpoints } from '#shared/contracts/salas.ts';
import { callApi } from '#web/lib/api-client.ts';

/** PUT /api/admin/bloqueios/:id: a resposta diz quantas reservas já havia no dia. */
export function editarBloqueio(id: number, body: BloqueioEntrada) {
  return callApi<typeof salasEndpoints.editarBloqueio>({ method: 'PUT', path: '/api/admin/bloqueios/:id' }, { params: { id }, body });
}
