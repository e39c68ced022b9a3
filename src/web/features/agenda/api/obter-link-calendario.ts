import { queryOptions, useQuery } from '@tanstack/react-query';
import type { agendaEndpoints } from '#shared/contracts/agenda.ts';
import { callApi } from '#web/lib/api-client.ts';
import { agendaKeys } from './keys.ts';

/** GET /api/agenda/calendario: o endereço privado do feed iCalendar. */
export function obterLinkCalendario(signal?: AbortSignal) {
  return callApi<typeof agendaEndpoints.link>({ method: 'GET', path: '/api/agenda/calendario' }, { signal });
}

/** O endereço só muda quando a pessoa pede outro (e aí o cache é trocado pela resposta do POST). */
export const linkCalendarioQuery = () =>
  queryOptions({ queryKey: agendaKeys.calendario(), queryFn: ({ signal }) => obterLinkCalendario(signal), staleTime: Infinity });

/** O endereço só é pedido quando a pessoa pede para vê-lo (`ativo`). */
export function useLinkCalendario(ativo: boolean) {
  return useQuery({ ...linkCalendarioQuery(), enabled: ativo });
}
