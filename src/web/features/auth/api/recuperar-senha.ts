import type { authEndpoints } from '#shared/contracts/auth.ts';
import { callApi } from '#web/lib/api-client.ts';
import { useEnvio } from '#web/lib/use-envio.ts';

/** POST /api/auth/recuperar-senha: a resposta é neutra (nunca revela se a conta existe). */
export function recuperarSenha(email: string) {
  return callApi<typeof authEndpoints.recuperarSenha>({ method: 'POST', path: '/api/auth/recuperar-senha' }, { body: { email }, cru: true });
}

export function useRecuperarSenha() {
  return useEnvio(recuperarSenha);
}
