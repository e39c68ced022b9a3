import type { agendaEndpoints } from '#shared/contracts/agenda.ts';
import { callApi } from '#web/lib/api-client.ts';
import type { Intervalo } from './keys.ts';

/** GET /api/agenda/administrador?de&ate: encontros de todas as turmas (publicadas ou não). */
export function listarAgendaDaAdministracao({ de, ate }: Intervalo, signal?: AbortSignal) {
  return callApi<typeof agendaEndpoints.administrador>({ method: 'GET', path: '/api/agenda/administrador' }, { query: { de, ate }, signal, redirecionar: true });
}
