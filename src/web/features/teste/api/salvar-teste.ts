import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TesteAdmin, TesteEntrada, testesEndpoints } from '#shared/contracts/testes.ts';
import { callApi } from '#web/lib/api-client.ts';
import { testeKeys } from './keys.ts';

/** PUT /api/eventos/:id/teste: cria ou salva o teste (publicado: sem `questoes`, só os ajustes). */
export function salvarTeste(eventoId: number, body: TesteEntrada) {
  return callApi<typeof testesEndpoints.salvar>({ method: 'PUT', path: '/api/eventos/:id/teste' }, { params: { id: eventoId }, body });
}

/** Atualiza o cache com o teste devolvido. Silencioso: o editor mostra a recusa junto dos campos. */
export function useSalvarTeste(eventoId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: TesteEntrada) => salvarTeste(eventoId, body),
    meta: { silencioso: true },
    onSuccess: (teste) => atualizarTesteNoCache(client, eventoId, teste),
  });
}

/** Guarda o teste novo no cache do editor (o evento não muda) e marca a lista de quem responde como velha. */
export function atualizarTesteNoCache(client: ReturnType<typeof useQueryClient>, eventoId: number, teste: TesteAdmin | null) {
  client.setQueryData(testeKeys.doEvento(eventoId), (atual) => (atual ? { ...atual, teste } : atual));
  void client.invalidateQueries({ queryKey: testeKeys.meus() });
}
