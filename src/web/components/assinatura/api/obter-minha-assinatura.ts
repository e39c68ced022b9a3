import { queryOptions, useQuery } from '@tanstack/react-query';
import type { assinaturasEndpoints } from '#shared/contracts/assinaturas.ts';
import { callApi } from '#web/lib/api-client.ts';
import { assinaturaKeys } from './keys.ts';

/** GET /api/assinatura: a assinatura de quem está logado. Só tipos do contrato: entra em páginas que não carregam o modal. */
export function obterMinhaAssinatura(signal?: AbortSignal) {
  return callApi<typeof assinaturasEndpoints.minha>({ method: 'GET', path: '/api/assinatura' }, { signal, redirecionar: true });
}

export const minhaAssinaturaQuery = () => queryOptions({ queryKey: assinaturaKeys.minha(), queryFn: ({ signal }) => obterMinhaAssinatura(signal) });

export function useMinhaAssinatura() {
  return useQuery(minhaAssinaturaQuery());
}
