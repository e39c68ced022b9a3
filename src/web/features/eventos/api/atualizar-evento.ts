import type { EventoEntrada, eventosEndpoints } from '#shared/contracts/eventos.ts';
import { callApi } from '#web/lib/api-client.ts';

/** PUT /api/eventos/:id: dados do evento com as turmas sincronizadas. */
export function atualizarEvento(id: number, dados: EventoEntrada) {
  return callApi<typeof eventosEndpoints.atualizar>({ method: 'PUT', path: '/api/eventos/:id' }, { params: { id }, body: dados });
}
