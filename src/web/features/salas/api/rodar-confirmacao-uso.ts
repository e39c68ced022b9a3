import { useMutation } from '@tanstack/react-query';
import type { salasEndpoints } from '#shared/contracts/salas.ts';
import { callApi } from '#web/lib/api-client.ts';
import { useInvalidarSalas } from './invalidacao.ts';

/** POST /api/admin/salas/confirmacao-uso: roda agora a rotina diária de confirmação de uso. */
export function rodarConfirmacaoUso() {
  return callApi<typeof salasEndpoints.rodarConfirmacao>({ method: 'POST', path: '/api/admin/salas/confirmacao-uso' });
}

export function useRodarConfirmacao() {
  const invalidar = useInvalidarSalas();
  return useMutation({ mutationFn: rodarConfirmacaoUso, meta: { silencioso: true }, onSuccess: invalidar });
}
