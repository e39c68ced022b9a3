import { useQuery } from '@tanstack/react-query';
import type { eventosEndpoints } from '#shared/contracts/eventos.ts';
import { callApi } from '#web/lib/api-client.ts';
import { gestaoEventosKeys } from './keys.ts';

/** GET /api/turmas/evento/:eventoId: as turmas de um evento, para o filtro de inscrições. */
export function useTurmasDoEvento(eventoId: number | null) {
  return useQuery({
    queryKey: gestaoEventosKeys.turmas(eventoId ?? 0),
    queryFn: ({ signal }) =>
      callApi<typeof eventosEndpoints.turmasDoEvento>({ method: 'GET', path: '/api/turmas/evento/:eventoId' }, { params: { eventoId: eventoId! }, signal }),
    enabled: eventoId !== null,
  });
}
