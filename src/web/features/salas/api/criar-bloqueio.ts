import type { BloqueioEntrada, salasEndpoints } from '#shared/contracts/salas.ts';
import { callApi } from '#web/lib/api-client.ts';

/** POST /api/admin/bloqueios: a resposta diz quantas reservas já havia no dia. */
export function criarBloqueio(body: BloqueioEntrada) {
  return callApi<typeof salasEndpoints.criarBloqueio>({ method: 'POST', path: '/api/admin/bloqueios' }, { body });
}
