import { useMutation } from '@tanstack/react-query';
import type { authEndpoints, CadastroBody } from '#shared/contracts/auth.ts';
import { callApi } from '#web/lib/api-client.ts';

/** POST /api/auth/cadastro: cria a conta e devolve a sessão (201). */
export function cadastrar(body: CadastroBody) {
  return callApi<typeof authEndpoints.cadastro>({ method: 'POST', path: '/api/auth/cadastro' }, { body, cru: true });
}

/** Erros aparecem no formulário (campos e alerta), então o toast central fica de fora. */
export function useCadastrar() {
  return useMutation({ mutationFn: cadastrar, meta: { silencioso: true } });
}
