import type { agendaEndpoints } from '#shared/contracts/agenda.ts';
import { callApi } from '#web/lib/api-client.ts';
import type { Intervalo } from './keys.ts';

/** GET /api/agenda/instrutor?de&ate: encontros das turmas que a pessoa logada ensina. */
export function listarAgendaDoInstrutor({ de, ate }: Intervalo, signal?: AbortSignal) {
  return callApi<typeof agendaEndpoints.instrutor>({ method: 'GET', path: '/api/agenda/instrutor' }, { query: { de, ate }, signal, redirecionar: true });
}
