import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { certificadosEndpoints } from '#shared/contracts/certificados.ts';
import { callApi } from '#web/lib/api-client.ts';
import { certificadosKeys } from './keys.ts';

/** PUT /api/certificados/assinantes-padrao: até 3 pessoas com assinatura salva, em ordem. */
export function salvarAssinantesPadrao(ids: readonly number[]) {
  return callApi<typeof certificadosEndpoints.salvarAssinantesPadrao>(
    { method: 'PUT', path: '/api/certificados/assinantes-padrao' },
    { body: { assinantes: [...ids] } },
  );
}

/** A resposta já é a lista nova: vai direto para o cache. A recusa aparece na seção (silencioso). */
export function useSalvarAssinantesPadrao() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: salvarAssinantesPadrao,
    meta: { silencioso: true },
    onSuccess: (dados) => client.setQueryData(certificadosKeys.assinantesPadrao(), dados),
  });
}
