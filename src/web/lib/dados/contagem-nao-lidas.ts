import { queryOptions, useQuery } from '@tanstack/react-query';
import type { EndpointResponse } from '#shared/contracts/endpoint.ts';
import type { notificacoesEndpoints } from '#shared/contracts/notificacoes.ts';
import { ApiError, callApi } from '../api-client.ts';
import { INTERVALO_NOTIFICACOES_MS } from '../config.ts';
import { limparSessao, obterRefreshToken } from '../sessao.ts';
import { dadosKeys } from './chaves.ts';

type Contagem = EndpointResponse<typeof notificacoesEndpoints.contagem>;

/**
 * GET /api/notificacoes/nao-lidas/contagem; o cache guarda a resposta crua do contrato. Um 401 que
 * sobrou depois da renovação (sessão de cookie vencida, refresh recusado) limpa a sessão local: a
 * moldura volta ao estado de quem não entrou e o sino para de consultar. O erro segue para quem lê.
 */
export async function contarNaoLidas(signal?: AbortSignal): Promise<Contagem> {
  try {
    return await callApi<typeof notificacoesEndpoints.contagem>({ method: 'GET', path: '/api/notificacoes/nao-lidas/contagem' }, { signal });
  } catch (err) {
    if (err instanceof ApiError && err.status === 401 && !obterRefreshToken()) limparSessao();
    throw err;
  }
}

export const contagemNaoLidasQuery = () =>
  queryOptions({ queryKey: dadosKeys.contagemNaoLidas(), queryFn: ({ signal }) => contarNaoLidas(signal), staleTime: 10_000, retry: false });

/** Número de não lidas: `totalNaoLidas`, senão `total` (SPEC §3). */
const totalNaoLidas = (r: Contagem) => r.totalNaoLidas ?? r.total ?? 0;

/**
 * Não lidas (SPEC §4, §7). Com `acompanhar` (o sino), consulta a cada 30 s enquanto a página está
 * visível (o TanStack pausa o intervalo com a aba oculta) e de novo ao voltar a ficar visível.
 */
export function useContagemNaoLidas({ ativo = true, acompanhar = false }: { ativo?: boolean; acompanhar?: boolean } = {}) {
  return useQuery({
    ...contagemNaoLidasQuery(),
    enabled: ativo,
    ...(acompanhar ? { refetchInterval: INTERVALO_NOTIFICACOES_MS, refetchIntervalInBackground: false, refetchOnWindowFocus: 'always' as const } : {}),
    select: totalNaoLidas,
  });
}
