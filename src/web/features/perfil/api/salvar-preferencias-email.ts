import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { PreferenciasEmail, perfilEndpoints } from '#shared/contracts/perfil.ts';
import { callApi } from '#web/lib/api-client.ts';
import { perfilKeys } from './keys.ts';

/** PUT /api/perfil/preferencias-email: muda só os tipos enviados e devolve todas as escolhas. */
export function salvarPreferenciasEmail(body: Partial<PreferenciasEmail>) {
  return callApi<typeof perfilEndpoints.salvarPreferenciasEmail>({ method: 'PUT', path: '/api/perfil/preferencias-email' }, { body, redirecionar: true });
}

/** Salva e põe a resposta no cache; o erro vira o toast central (não há formulário onde mostrá-lo). */
export function useSalvarPreferenciasEmail() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: salvarPreferenciasEmail,
    onSuccess: (p) => client.setQueryData(perfilKeys.preferenciasEmail(), p),
  });
}
