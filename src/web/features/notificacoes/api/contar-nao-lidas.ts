import { queryOptions, useQuery } from '@tanstack/react-query';
import type { notificacoesEndpoints } from '#shared/contracts/notificacoes.ts';
import { callApi } from '#web/lib/api-client.ts';
import { notificacoesKeys } from './keys.ts';

/** GET /api/notificacoes/nao-lidas/contagem; o cache guarda a resposta crua (a mesma da barra de navegação). */
export function contarNaoLidas(signal?: AbortSignal) {
  return callApi<typeof notificacoesEndpoints.contagem>({ method: 'GET', path: '/api/notificacoes/nao-lidas/contagem' }, { signal });
}

export const contagemNaoLidasQuery = () =>
  queryOptions({ queryKey: notificacoesKeys.contagem(), queryFn: ({ signal }) => contarNaoLidas(signal) });

/** Número de não lidas: `totalNaoLidas`, senão `total` (SPEC §3). */
export function useContagemNaoLidas() {
  return useQuery({ ...contagemNaoLidasQuery(), select: (r) => r.totalNaoLidas ?? r.total ?? 0 });
}
