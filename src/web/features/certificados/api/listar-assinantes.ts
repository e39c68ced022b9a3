import { queryOptions, useQuery } from '@tanstack/react-query';
import type { assinaturasEndpoints } from '#shared/contracts/assinaturas.ts';
import { callApi } from '#web/lib/api-client.ts';
import { avulsosKeys } from './keys-avulsos.ts';

/**
 * GET /api/assinatura/lista: quem tem assinatura salva, por nome (candidatos à 2ª assinatura). A falha é
 * silenciosa (SPEC §8): a lista fica vazia e a tela dá a dica "Nenhuma assinatura cadastrada encontrada.".
 */
export async function listarAssinantes(signal?: AbortSignal) {
  try {
    return await callApi<typeof assinaturasEndpoints.lista>({ method: 'GET', path: '/api/assinatura/lista' }, { signal });
  } catch {
    return [];
  }
}

export const assinantesQuery = () => queryOptions({ queryKey: avulsosKeys.assinantes(), queryFn: ({ signal }) => listarAssinantes(signal), staleTime: 60_000 });

export function useAssinantes() {
  return useQuery(assinantesQuery());
}
