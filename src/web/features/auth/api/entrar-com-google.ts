import type { authEndpoints } from '#shared/contracts/auth.ts';
import { callApi } from '#web/lib/api-client.ts';
import { useEnvio } from '#web/lib/use-envio.ts';

/** POST /api/auth/google com o ID token devolvido pelo botão do Google. */
export function entrarComGoogle(credential: string) {
  return callApi<typeof authEndpoints.google>({ method: 'POST', path: '/api/auth/google' }, { body: { credential }, cru: true });
}

export function useEntrarComGoogle() {
  return useEnvio(entrarComGoogle);
}
