import type { authEndpoints, LoginBody } from '#shared/contracts/auth.ts';
import { callApi } from '#web/lib/api-client.ts';
import { useEnvio } from '#web/lib/use-envio.ts';

/**
 * POST /api/auth/login (CPF ou e-mail + senha). `cru`: uma falha de login não deve tentar renovar
 * uma sessão antiga que ainda esteja guardada.
 */
export function entrar(body: LoginBody) {
  return callApi<typeof authEndpoints.login>({ method: 'POST', path: '/api/auth/login' }, { body, cru: true });
}

/** Página leve (sem TanStack Query, decisão 006): estado de envio local. */
export function useEntrar() {
  return useEnvio(entrar);
}
