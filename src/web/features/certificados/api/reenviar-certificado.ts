import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { certificadosEndpoints } from '#shared/contracts/certificados.ts';
import { callApi } from '#web/lib/api-client.ts';
import { certificadosKeys } from './keys.ts';

/** POST /api/certificados/:id/reenvio: manda de novo o e-mail com o PDF. A recusa vira toast (padrão). */
export function reenviarCertificado(id: number) {
  return callApi<typeof certificadosEndpoints.reenviar>({ method: 'POST', path: '/api/certificados/:id/reenvio' }, { params: { id } });
}

/** A data de envio muda: a lista é buscada de novo. */
export function useReenviarCertificado() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: reenviarCertificado,
    onSuccess: () => client.invalidateQueries({ queryKey: certificadosKeys.todos() }),
  });
}
