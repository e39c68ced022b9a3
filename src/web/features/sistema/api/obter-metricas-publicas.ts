import { queryOptions, useQuery } from '@tanstack/react-query';
import type { MetricasPublicas, sistemaEndpoints } from '#shared/contracts/sistema.ts';
import { callApi, ehCancelamento } from '#web/lib/api-client.ts';
import { contarVisitaUmaVezPorSessao } from './contar-visita.ts';
import { metricasKeys } from './keys.ts';

export const ERRO_METRICAS = 'Falha ao consultar métricas';

/** GET /api/metricas/publica (sem cache). Resposta não OK vira o erro "Falha ao consultar métricas". */
export async function obterMetricasPublicas(signal?: AbortSignal): Promise<MetricasPublicas> {
  let r: Partial<MetricasPublicas> | undefined;
  try {
    r = await callApi<typeof sistemaEndpoints.metricasPublicas>({ method: 'GET', path: '/api/metricas/publica' }, { signal, cru: true });
  } catch (err) {
    if (ehCancelamento(err)) throw err;
    throw new Error(ERRO_METRICAS, { cause: err });
  }
  // valores padrão do SPEC §3: acessos 0, atualizado agora
  return {
    acessos_app: typeof r?.acessos_app === 'number' ? r.acessos_app : 0,
    atualizado_em: r?.atualizado_em || new Date().toISOString(),
  };
}

/** Conta a visita (uma vez por sessão) e depois consulta as métricas públicas. */
export const metricasPublicasQuery = () =>
  queryOptions({
    queryKey: metricasKeys.publica(),
    queryFn: async ({ signal }) => {
      await contarVisitaUmaVezPorSessao();
      return obterMetricasPublicas(signal);
    },
    retry: false,
    staleTime: 60_000,
  });

export function useMetricasPublicas() {
  return useQuery(metricasPublicasQuery());
}
