import type { eventosEndpoints } from '#shared/contracts/eventos.ts';
import { callApi } from '#web/lib/api-client.ts';

/** POST /api/eventos/:id/despublicar: o evento volta a ser rascunho. */
export function despublicarEvento(id: number) {
  return callApi<typeof eventosEndpoints.despublicar>({ method: 'POST', path: '/api/eventos/:id/despublicar' }, { params: { id } });
}
