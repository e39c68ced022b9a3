import { useQuery } from '@tanstack/react-query';
import type { revisaoEndpoints } from '#shared/contracts/revisao.ts';
import { callApi } from '#web/lib/api-client.ts';
import { avaliadorKeys } from './keys.ts';

/** GET /api/avaliador/submissoes: os trabalhos atribuídos à pessoa (um por tipo), pendentes primeiro. */
export function listarMinhasAtribuicoes(signal?: AbortSignal) {
  return callApi<typeof revisaoEndpoints.minhasAtribuicoes>({ method: 'GET', path: '/api/avaliador/submissoes' }, { signal, redirecionar: true });
}

export function useMinhasAtribuicoes() {
  return useQuery({ queryKey: avaliadorKeys.atribuicoes(), queryFn: ({ signal }) => listarMinhasAtribuicoes(signal) });
}
