import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { EnviarTentativaBodySchema, testesEndpoints } from '#shared/contracts/testes.ts';
import { callApi } from '#web/lib/api-client.ts';
import { testeKeys } from './keys.ts';

export type CorpoEnvio = z.input<typeof EnviarTentativaBodySchema>;

/** POST /api/testes/tentativas/:tentativaId/envio: envia as respostas e devolve a nota (repetir devolve o mesmo resultado). */
export function enviarTentativa(tentativaId: number, body: CorpoEnvio) {
  return callApi<typeof testesEndpoints.enviar>({ method: 'POST', path: '/api/testes/tentativas/:tentativaId/envio' }, { params: { tentativaId }, body });
}

export function useEnviarTentativa() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ tentativaId, body }: { tentativaId: number; body: CorpoEnvio }) => enviarTentativa(tentativaId, body),
    meta: { silencioso: true },
    onSuccess: () => client.invalidateQueries({ queryKey: testeKeys.meus() }),
  });
}
