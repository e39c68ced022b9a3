import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { testesEndpoints } from '#shared/contracts/testes.ts';
import { callApi } from '#web/lib/api-client.ts';
import { atualizarTesteNoCache } from './salvar-teste.ts';

/** POST /api/eventos/:id/teste/publicar: publica (o servidor confere as pendências e recusa com 400). */
export function publicarTeste(eventoId: number) {
  return callApi<typeof testesEndpoints.publicar>({ method: 'POST', path: '/api/eventos/:id/teste/publicar' }, { params: { id: eventoId } });
}

export function usePublicarTeste(eventoId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => publicarTeste(eventoId),
    meta: { silencioso: true },
    onSuccess: (teste) => atualizarTesteNoCache(client, eventoId, teste),
  });
}
