import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { usuariosEndpoints } from '#shared/contracts/usuarios.ts';
import { callApi } from '#web/lib/api-client.ts';
import { solicitacoesKeys } from './keys.ts';

/** Menor busca que vai ao servidor. */
export const MINIMO_BUSCA_PESSOAS = 2;

/**
 * Pessoas ativas por nome, CPF ou e-mail (GET /api/usuarios). A busca de pessoas da plataforma é só da
 * administração: quem não administra indica palestrantes pelo nome.
 */
export function buscarPessoas(busca: string, signal?: AbortSignal) {
  return callApi<typeof usuariosEndpoints.listar>(
    { method: 'GET', path: '/api/usuarios' },
    { query: { busca, ativo: 'true', pagina: 1, por_pagina: 10 }, signal },
  ).then((r) => r.itens);
}

export function useBuscarPessoas(busca: string, habilitada: boolean) {
  const termo = busca.trim();
  return useQuery({
    queryKey: solicitacoesKeys.pessoas(termo),
    queryFn: ({ signal }) => buscarPessoas(termo, signal),
    enabled: habilitada && termo.length >= MINIMO_BUSCA_PESSOAS,
    placeholderData: keepPreviousData,
    staleTime: 60_000,
  });
}
