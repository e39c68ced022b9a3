import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { EndpointBodyInput } from '#shared/contracts/endpoint.ts';
import type { presencasEndpoints } from '#shared/contracts/presencas.ts';
import { callApi } from '#web/lib/api-client.ts';
import { presencaKeys } from './keys.ts';

export type CorpoMarcacao = EndpointBodyInput<typeof presencasEndpoints.marcar>;

/**
 * PUT /api/turmas/:turmaId/presencas: presente/ausente em lote. Fora da janela do instrutor
 * (administração) o servidor exige `motivo` e registra a marcação na auditoria.
 */
export function marcarPresencas(turmaId: number, corpo: CorpoMarcacao) {
  return callApi<typeof presencasEndpoints.marcar>({ method: 'PUT', path: '/api/turmas/:turmaId/presencas' }, { params: { turmaId }, body: corpo });
}

/** Erros ficam com a tela (motivo no diálogo, aviso junto do botão de salvar), não no toast genérico. */
export function useMarcarPresencas(turmaId: number) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (corpo: CorpoMarcacao) => marcarPresencas(turmaId, corpo),
    meta: { silencioso: true },
    // devolver a promessa faz o mutateAsync esperar a lista nova (as pendências somem junto)
    onSuccess: () => qc.invalidateQueries({ queryKey: presencaKeys.todos }),
  });
}
