import type { EventoEntrada, eventosEndpoints } from '#shared/contracts/eventos.ts';
import { callApi } from '#web/lib/api-client.ts';

/** POST /api/eventos: o evento novo fica como rascunho. */
export function criarEvento(dados: EventoEntrada) {
  return callApi<typeof eventosEndpoints.criar>({ method: 'POST', path: '/api/eventos' }, { body: dados });
}
