import { useMutation } from '@tanstack/react-query';
import type { salasEndpoints } from '#shared/contracts/salas.ts';
import { callApi } from '#web/lib/api-client.ts';
import { useInvalidarSalas } from './invalidacao.ts';

/** DELETE /api/admin/bloqueios/:id: libera a data. */
export function removerBloqueio(id: number) {
  return callApi<typeof salasEndpoints.removerBloqueio>({ method: 'DELETE', path: '/api/admin/bloqueios/:id' }, { params: { id } });
}

export function useRemoverBloqueio() {
  const invalidar = useInvalidarSalas();
  return useMutation({ mutationFn: removerBloqueio, meta: { silencioso: true }, onSuccess: invalidar });
}
