import { useQuery } from '@tanstack/react-query';
import type { EndpointResponse } from '#shared/contracts/endpoint.ts';
import type { notificacoesEndpoints } from '#shared/contracts/notificacoes.ts';
import { ApiError, callApi } from '#web/lib/api-client.ts';
import { INTERVALO_NOTIFICACOES_MS } from '#web/lib/config.ts';
import { limparSessao, obterRefreshToken } from '#web/lib/sessao.ts';

type Contagem = EndpointResponse<typeof notificacoesEndpoints.contagem>;

/**
 * A mesma chave que features/notificacoes usa: marcar como lida invalida esta consulta e o sino
 * se atualiza na hora. O cache guarda a resposta crua do contrato.
 */
export const CHAVE_CONTAGEM = ['notificacoes', 'contagem'] as const;

/**
 * Falha (rede, 401…) vale zero (SPEC §8): o sino nunca mostra erro. Um 401 que sobrou depois da
 * renovação (sessão de cookie vencida, refresh recusado) limpa a sessão local: a moldura volta ao
 * estado de quem não entrou e o sino para de consultar.
 */
async function contar(signal: AbortSignal): Promise<Contagem> {
  try {
    return await callApi<typeof notificacoesEndpoints.contagem>({ method: 'GET', path: '/api/notificacoes/nao-lidas/contagem' }, { signal });
  } catch (err) {
    if (err instanceof ApiError && err.status === 401 && !obterRefreshToken()) limparSessao();
    return { totalNaoLidas: 0, total: 0 };
  }
}

/**
 * Não lidas (SPEC §4, §7): consulta a cada 30 s enquanto há sessão e a página está visível
 * (o TanStack pausa o intervalo com a aba oculta) e de novo ao voltar a ficar visível.
 */
export function useContagemNaoLidas(ativo: boolean): number {
  const { data } = useQuery({
    queryKey: CHAVE_CONTAGEM,
    queryFn: ({ signal }) => contar(signal),
    enabled: ativo,
    refetchInterval: INTERVALO_NOTIFICACOES_MS,
    refetchIntervalInBackground: false,
    refetchOnWindowFocus: 'always',
    staleTime: 10_000,
    retry: false,
    select: (r: Contagem) => r.totalNaoLidas ?? r.total ?? 0,
  });
  return ativo ? (data ?? 0) : 0;
}
