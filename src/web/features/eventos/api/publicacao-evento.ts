import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { eventosEndpoints } from '#shared/contracts/eventos.ts';
import { callApi } from '#web/lib/api-client.ts';
import { gestaoEventosKeys } from './keys.ts';

/** POST /api/eventos/:id/publicar (422 com a pendência) ou /despublicar. */
export function alterarPublicacao({ id, publicar }: { id: number; publicar: boolean }) {
  return publicar
    ? callApi<typeof eventosEndpoints.publicar>({ method: 'POST', path: '/api/eventos/:id/publicar' }, { params: { id } })
    : callApi<typeof eventosEndpoints.despublicar>({ method: 'POST', path: '/api/eventos/:id/despublicar' }, { params: { id } });
}

export function useAlterarPublicacao() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: alterarPublicacao,
    meta: { silencioso: true },
    onSuccess: () => qc.invalidateQueries({ queryKey: gestaoEventosKeys.todos }),
  });
}
