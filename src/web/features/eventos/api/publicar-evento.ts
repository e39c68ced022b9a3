import type { eventosEndpoints } from '#shared/contracts/eventos.ts';
import { callApi } from '#web/lib/api-client.ts';

/** POST /api/eventos/:id/publicar (422 com a pendência que impede). */
export function publicarEvento(id: number) {
  return callApi<typeof eventosEndpoints.publicar>({ method: 'POST', path: '/api/eventos/:id/publicar' }, { params: { id } });
}
