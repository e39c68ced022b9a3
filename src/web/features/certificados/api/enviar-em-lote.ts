import { useMutation } from '@tanstack/react-query';
import type { certificadosEndpoints } from '#shared/contracts/certificados.ts';
import type { EndpointBodyInput, EndpointResponse } from '#shared/contracts/endpoint.ts';
import { callApi } from '#web/lib/api-client.ts';

export type Lote = EndpointResponse<typeof certificadosEndpoints.lote>;
export type PedidoDeLote = EndpointBodyInput<typeof certificadosEndpoints.enviarEmLote>;

/** POST /api/certificados/envios: põe na fila o envio por e-mail (os escolhidos ou os da turma). */
export function enviarEmLote(pedido: PedidoDeLote) {
  return callApi<typeof certificadosEndpoints.enviarEmLote>({ method: 'POST', path: '/api/certificados/envios' }, { body: pedido });
}

/** O progresso é acompanhado por `useLote` (a lista só muda quando os e-mails saem). */
export function useEnviarEmLote() {
  return useMutation({ mutationFn: enviarEmLote });
}
