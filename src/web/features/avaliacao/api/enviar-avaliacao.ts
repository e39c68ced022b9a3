import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { avaliacoesEndpoints, EnviarAvaliacaoBodySchema } from '#shared/contracts/avaliacoes.ts';
import { callApi } from '#web/lib/api-client.ts';
import { avaliacaoKeys } from './keys.ts';

export type CorpoAvaliacao = z.input<typeof EnviarAvaliacaoBodySchema>;

/**
 * POST /api/turmas/:turmaId/avaliacao: envia a avaliação (uma por pessoa e turma). Sem `redirecionar`:
 * o 403 aqui é a recusa explicada (`details.motivo`), mostrada no formulário.
 */
export function enviarAvaliacao(turmaId: number, body: CorpoAvaliacao) {
  return callApi<typeof avaliacoesEndpoints.enviar>({ method: 'POST', path: '/api/turmas/:turmaId/avaliacao' }, { params: { turmaId }, body });
}

/** Envio silencioso (sem toast de erro): o formulário explica cada recusa no lugar certo. */
export function useEnviarAvaliacao(turmaId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: CorpoAvaliacao) => enviarAvaliacao(turmaId, body),
    meta: { silencioso: true },
    onSuccess: () => client.invalidateQueries({ queryKey: avaliacaoKeys.todas() }),
  });
}
