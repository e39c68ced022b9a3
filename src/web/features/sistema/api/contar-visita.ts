import type { sistemaEndpoints } from '#shared/contracts/sistema.ts';
import { callApi } from '#web/lib/api-client.ts';
import { CHAVES } from '#web/lib/sessao.ts';

/**
 * POST /api/metricas/contar-visita uma vez por sessão do navegador (marca `visita_contada:v2` no
 * sessionStorage, SPEC §3/§4). A marca é gravada antes do envio para duas telas abertas ao mesmo
 * tempo não contarem duas vezes; o resultado é ignorado.
 */
export async function contarVisitaUmaVezPorSessao(): Promise<void> {
  try {
    if (sessionStorage.getItem(CHAVES.visita)) return;
    sessionStorage.setItem(CHAVES.visita, '1');
  } catch {
    return; // sem sessionStorage (modo privado restrito): não conta
  }
  await callApi<typeof sistemaEndpoints.contarVisita>({ method: 'POST', path: '/api/metricas/contar-visita' }, { cru: true }).catch(() => undefined);
}
