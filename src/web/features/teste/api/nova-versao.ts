import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { testesEndpoints } from '#shared/contracts/testes.ts';
import { callApi } from '#web/lib/api-client.ts';
import { atualizarTesteNoCache } from './salvar-teste.ts';

/** POST /api/eventos/:id/teste/nova-versao: o teste publicado volta a rascunho (só enquanto ninguém começou). */
export function criarNovaVersao(eventoId: number) {
  return callApi<typeof testesEndpoints.novaVersao>({ method: 'POST', path: '/api/eventos/:id/teste/nova-versao' }, { params: { id: eventoId } });
}

export function useNovaVersao(eventoId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => criarNovaVersao(eventoId),
    meta: { silencioso: true },
    onSuccess: (teste) => atualizarTesteNoCache(client, eventoId, teste),
  });
}
