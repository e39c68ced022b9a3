import type { authEndpoints } from '#shared/contracts/auth.ts';
import { callApi } from '#web/lib/api-client.ts';
import { useEnvio } from '#web/lib/use-envio.ts';

/** POST /api/auth/redefinir-senha com o token do link e a nova senha. */
export function redefinirSenha(token: string, senha: string) {
  return callApi<typeof authEndpoints.redefinirSenha>({ method: 'POST', path: '/api/auth/redefinir-senha' }, { body: { token, senha }, cru: true });
}

export function useRedefinirSenha() {
  return useEnvio(redefinirSenha);
}
