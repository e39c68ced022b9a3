import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { LanceSchema, revisaoEndpoints, TrabalhoParaLance } from '#shared/contracts/revisao.ts';
import { callApi } from '#web/lib/api-client.ts';
import { avaliadorKeys } from './keys.ts';

export type Lance = z.infer<typeof LanceSchema>;

/** PUT /api/avaliador/submissoes/:submissaoId/lance: marca (ou apaga, com nulo) o interesse num trabalho. */
export function marcarLance(submissaoId: number, lance: Lance | null) {
  return callApi<typeof revisaoEndpoints.marcarLance>(
    { method: 'PUT', path: '/api/avaliador/submissoes/:submissaoId/lance' },
    { params: { submissaoId }, body: { lance } },
  );
}

/** Grava o lance e atualiza a lista em cache com o que o servidor devolveu (sem buscar tudo de novo). */
export function useMarcarLance(chamadaId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ submissaoId, lance }: { submissaoId: number; lance: Lance | null }) => marcarLance(submissaoId, lance),
    meta: { silencioso: true },
    onSuccess: (salvo) =>
      client.setQueryData<TrabalhoParaLance[]>(avaliadorKeys.trabalhos(chamadaId), (lista) =>
        lista?.map((t) => (t.id === salvo.submissao_id ? { ...t, meu_lance: salvo.lance } : t)),
      ),
  });
}
