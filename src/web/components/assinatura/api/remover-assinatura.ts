import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { assinaturasEndpoints } from '#shared/contracts/assinaturas.ts';
import { callApi } from '#web/lib/api-client.ts';
import { trocarMinhaAssinatura } from './keys.ts';

/** DELETE /api/assinatura. */
export function removerAssinatura() {
  return callApi<typeof assinaturasEndpoints.remover>({ method: 'DELETE', path: '/api/assinatura' }, { redirecionar: true });
}

/** Erros aparecem dentro do modal (alerta com a mensagem do servidor): sem o toast central. */
export function useRemoverAssinatura() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: removerAssinatura,
    meta: { silencioso: true },
    onSuccess: () => trocarMinhaAssinatura(client, { tem_assinatura: false, funcao: null, atualizada_em: null, imagem: null }),
  });
}
