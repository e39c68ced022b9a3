import { useQuery } from '@tanstack/react-query';
import type { certificadosEndpoints } from '#shared/contracts/certificados.ts';
import { callApi } from '#web/lib/api-client.ts';
import type { Lote } from './enviar-em-lote.ts';
import { certificadosKeys } from './keys.ts';

/** Intervalo entre as consultas do progresso de um envio em lote. */
export const INTERVALO_LOTE_MS = 1500;

/** GET /api/certificados/envios/:id: quantos saíram, quantos falharam e o resultado de cada destinatário. */
export function obterLote(loteId: number, signal?: AbortSignal) {
  return callApi<typeof certificadosEndpoints.lote>({ method: 'GET', path: '/api/certificados/envios/:id' }, { params: { id: loteId }, signal });
}

/**
 * Acompanha o lote a partir da resposta do envio (`inicial`), consultando a cada 1,5 s até não haver
 * pendentes. Uma falha de rede no meio não para o acompanhamento (a próxima consulta tenta de novo).
 */
export function useLote(inicial: Lote) {
  return useQuery({
    queryKey: certificadosKeys.lote(inicial.id),
    queryFn: ({ signal }) => obterLote(inicial.id, signal),
    initialData: inicial,
    staleTime: INTERVALO_LOTE_MS,
    refetchInterval: (q) => (q.state.data && q.state.data.pendentes === 0 ? false : INTERVALO_LOTE_MS),
    refetchIntervalInBackground: true,
  });
}
