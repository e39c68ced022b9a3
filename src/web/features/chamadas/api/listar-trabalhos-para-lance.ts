import { useQuery } from '@tanstack/react-query';
import type { revisaoEndpoints } from '#shared/contracts/revisao.ts';
import { callApi } from '#web/lib/api-client.ts';
import { avaliadorKeys } from './keys.ts';

/** GET /api/avaliador/chamadas/:chamadaId/trabalhos: os trabalhos para marcar interesse (sem autoria). */
export function listarTrabalhosParaLance(chamadaId: number, signal?: AbortSignal) {
  return callApi<typeof revisaoEndpoints.trabalhosParaLance>(
    { method: 'GET', path: '/api/avaliador/chamadas/:chamadaId/trabalhos' },
    { params: { chamadaId }, signal, redirecionar: true },
  );
}

export function useTrabalhosParaLance(chamadaId: number) {
  return useQuery({ queryKey: avaliadorKeys.trabalhos(chamadaId), queryFn: ({ signal }) => listarTrabalhosParaLance(chamadaId, signal) });
}
