import { queryOptions, useQuery } from '@tanstack/react-query';
import type { assinaturasEndpoints } from '#shared/contracts/assinaturas.ts';
import type { EndpointResponse } from '#shared/contracts/endpoint.ts';
import { callApi } from '#web/lib/api-client.ts';
import { certificadosKeys } from './keys.ts';

export type AssinanteDisponivel = EndpointResponse<typeof assinaturasEndpoints.lista>[number];

/**
 * GET /api/assinatura/lista: as pessoas que já têm assinatura salva (só elas podem assinar), para os
 * assinantes padrão da gestão e a 2ª assinatura dos certificados avulsos. Sem redirecionar: nos avulsos a
 * falha é silenciosa (SPEC §8) — a tela mostra a lista vazia com a dica "Nenhuma assinatura cadastrada
 * encontrada.".
 */
export function listarAssinaturasDisponiveis(signal?: AbortSignal) {
  return callApi<typeof assinaturasEndpoints.lista>({ method: 'GET', path: '/api/assinatura/lista' }, { signal });
}

export const assinaturasDisponiveisQuery = () =>
  queryOptions({ queryKey: certificadosKeys.assinaturas(), queryFn: ({ signal }) => listarAssinaturasDisponiveis(signal), staleTime: 60_000 });

export function useAssinaturasDisponiveis() {
  return useQuery(assinaturasDisponiveisQuery());
}
