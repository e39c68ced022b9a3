import { useQuery } from '@tanstack/react-query';
import type { revisaoEndpoints } from '#shared/contracts/revisao.ts';
import { callApi } from '#web/lib/api-client.ts';
import { avaliadorKeys } from './keys.ts';

/** GET /api/avaliador/chamadas: as chamadas em revisão, com as linhas declaradas e a janela de lances. */
export function listarMinhasChamadasDeAvaliacao(signal?: AbortSignal) {
  return callApi<typeof revisaoEndpoints.minhasChamadas>({ method: 'GET', path: '/api/avaliador/chamadas' }, { signal, redirecionar: true });
}

export function useMinhasChamadasDeAvaliacao() {
  return useQuery({ queryKey: avaliadorKeys.chamadas(), queryFn: ({ signal }) => listarMinhasChamadasDeAvaliacao(signal) });
}
