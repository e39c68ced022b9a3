import type { agendaEndpoints } from '#shared/contracts/agenda.ts';
import { callApi } from '#web/lib/api-client.ts';
import type { Intervalo } from './keys.ts';

/** GET /api/agenda?de&ate: encontros das turmas em que a pessoa está inscrita e das que ensina. */
export function listarMinhaAgenda({ de, ate }: Intervalo, signal?: AbortSignal) {
  return callApi<typeof agendaEndpoints.minha>({ method: 'GET', path: '/api/agenda' }, { query: { de, ate }, signal, redirecionar: true });
}
