import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { certificadosEndpoints } from '#shared/contracts/certificados.ts';
import { callApi } from '#web/lib/api-client.ts';
import { certificadosKeys } from './keys.ts';

/** POST /api/certificados/:id/reemissao: um certificado novo (novo número e código) substitui este. */
export function reemitirCertificado(id: number) {
  return callApi<typeof certificadosEndpoints.reemitir>({ method: 'POST', path: '/api/certificados/:id/reemissao' }, { params: { id } });
}

/** O diálogo mostra a recusa do servidor (silencioso: sem toast por cima). */
export function useReemitirCertificado() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: reemitirCertificado,
    meta: { silencioso: true },
    onSuccess: () => client.invalidateQueries({ queryKey: certificadosKeys.todos() }),
  });
}
