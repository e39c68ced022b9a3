import { queryOptions, useQuery } from '@tanstack/react-query';
import type { agendaEndpoints } from '#shared/contracts/agenda.ts';
import { callApi } from '#web/lib/api-client.ts';
import { agendaKeys, type FonteAgenda, type Intervalo } from './keys.ts';

/** GET /api/agenda, /api/agenda/instrutor ou /api/agenda/administrador, com `de` e `ate`. */
export function listarAgenda(fonte: FonteAgenda, { de, ate }: Intervalo, signal?: AbortSignal) {
  const opcoes = { query: { de, ate }, signal, redirecionar: true };
  if (fonte === 'instrutor') return callApi<typeof agendaEndpoints.instrutor>({ method: 'GET', path: '/api/agenda/instrutor' }, opcoes);
  if (fonte === 'administrador') return callApi<typeof agendaEndpoints.administrador>({ method: 'GET', path: '/api/agenda/administrador' }, opcoes);
  return callApi<typeof agendaEndpoints.minha>({ method: 'GET', path: '/api/agenda' }, opcoes);
}

/** Encontros mudam pouco: ir e voltar entre meses dentro de 1 minuto usa o cache. */
export const AGENDA_FRESCA_MS = 60_000;

export const agendaQuery = (fonte: FonteAgenda, intervalo: Intervalo) =>
  queryOptions({
    queryKey: agendaKeys.intervalo(fonte, intervalo),
    queryFn: ({ signal }) => listarAgenda(fonte, intervalo, signal),
    staleTime: AGENDA_FRESCA_MS,
  });

/** Encontros de um intervalo (o mês visível); cada mês fica no seu cache. */
export function useAgenda(fonte: FonteAgenda, intervalo: Intervalo, { ativo = true }: { ativo?: boolean } = {}) {
  return useQuery({ ...agendaQuery(fonte, intervalo), enabled: ativo });
}
