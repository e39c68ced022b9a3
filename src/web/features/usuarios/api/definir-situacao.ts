import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { usuariosEndpoints } from '#shared/contracts/usuarios.ts';
import { callApi } from '#web/lib/api-client.ts';
import { usuariosKeys } from './keys.ts';

/** PUT /api/usuarios/:id/situacao (desativar encerra as sessões da pessoa). */
export function definirSituacao({ id, ativo }: { id: number; ativo: boolean }) {
  return callApi<typeof usuariosEndpoints.definirSituacao>({ method: 'PUT', path: '/api/usuarios/:id/situacao' }, { params: { id }, body: { ativo } });
}

export function useDefinirSituacao() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: definirSituacao,
    meta: { silencioso: true },
    onSuccess: () => qc.invalidateQueries({ queryKey: usuariosKeys.todos }),
  });
}
