import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { assinaturasEndpoints, SalvarAssinaturaBody } from '#shared/contracts/assinaturas.ts';
import { callApi } from '#web/lib/api-client.ts';
import { trocarMinhaAssinatura } from './keys.ts';

/** PUT /api/assinatura: imagem (data URL PNG) e/ou função. */
export function salvarAssinatura(body: SalvarAssinaturaBody) {
  return callApi<typeof assinaturasEndpoints.salvar>({ method: 'PUT', path: '/api/assinatura' }, { body, redirecionar: true });
}

/** Erros aparecem dentro do modal (alerta com a mensagem do servidor): sem o toast central. */
export function useSalvarAssinatura() {
  const client = useQueryClient();
  return useMutation({ mutationFn: salvarAssinatura, meta: { silencioso: true }, onSuccess: (nova) => trocarMinhaAssinatura(client, nova) });
}
