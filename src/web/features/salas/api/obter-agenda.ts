import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { salasEndpoints } from '#shared/contracts/salas.ts';
import { callApi } from '#web/lib/api-client.ts';
import { salasKeys } from './keys.ts';

/** GET /api/salas/reservas?sala_id&mes: a situação de cada período do mês. */
export function obterAgenda(salaId: number, mes: string, signal?: AbortSignal) {
  return callApi<typeof salasEndpoints.agenda>({ method: 'GET', path: '/api/salas/reservas' }, { query: { sala_id: salaId, mes }, signal, redirecionar: true });
}

/** O mês anterior continua na tela enquanto o próximo chega (`placeholderData`), sem o calendário piscar. */
export function useAgenda(salaId: number | null, mes: string) {
  return useQuery({
    queryKey: salasKeys.agenda(salaId ?? 0, mes),
    queryFn: ({ signal }) => obterAgenda(salaId!, mes, signal),
    enabled: salaId !== null,
    placeholderData: keepPreviousData,
  });
}
