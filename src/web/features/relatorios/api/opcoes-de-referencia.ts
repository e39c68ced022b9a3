import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { relatoriosEndpoints } from '#shared/contracts/relatorios.ts';
import { callApi } from '#web/lib/api-client.ts';
import { relatoriosKeys, type ConsultaOpcoes } from './keys.ts';

/** GET /api/admin/relatorios/opcoes: eventos ou turmas para os filtros (pela busca, ou os códigos já escolhidos). */
export function listarOpcoesDeReferencia(c: ConsultaOpcoes, signal?: AbortSignal) {
  return callApi<typeof relatoriosEndpoints.opcoes>(
    { method: 'GET', path: '/api/admin/relatorios/opcoes' },
    { query: { referencia: c.referencia, ...(c.busca ? { busca: c.busca } : {}), ...(c.ids?.length ? { ids: c.ids.join(',') } : {}) }, signal, redirecionar: true },
  );
}

export function useOpcoesDeReferencia(c: ConsultaOpcoes, ativo = true) {
  return useQuery({
    queryKey: relatoriosKeys.opcoes(c),
    queryFn: ({ signal }) => listarOpcoesDeReferencia(c, signal),
    enabled: ativo,
    staleTime: 60_000,
    placeholderData: keepPreviousData,
  });
}
