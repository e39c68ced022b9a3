import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { DefinicaoEntrada, relatoriosEndpoints } from '#shared/contracts/relatorios.ts';
import { callApi } from '#web/lib/api-client.ts';
import { relatoriosKeys } from './keys.ts';

export const PREVIA_POR_PAGINA = 20;

/** POST /api/admin/relatorios/previa: uma página do relatório (ou dos grupos). */
export function previaRelatorio(definicao: DefinicaoEntrada, pagina: number, porPagina: number, mostrarCpf: boolean, signal?: AbortSignal) {
  return callApi<typeof relatoriosEndpoints.previa>(
    { method: 'POST', path: '/api/admin/relatorios/previa' },
    { body: { definicao, pagina, por_pagina: porPagina, mostrar_cpf: mostrarCpf }, signal, redirecionar: true },
  );
}

/** A prévia só roda quando pedida (`definicao` não nula): montar a definição não consulta o banco a cada clique. */
export function usePreviaRelatorio(definicao: DefinicaoEntrada | null, pagina: number, mostrarCpf: boolean) {
  return useQuery({
    ...queryOptions({
      queryKey: relatoriosKeys.previa(definicao ?? { assunto: 'pessoas', campos: [] }, pagina, PREVIA_POR_PAGINA, mostrarCpf),
      queryFn: ({ signal }) => previaRelatorio(definicao!, pagina, PREVIA_POR_PAGINA, mostrarCpf, signal),
      placeholderData: keepPreviousData,
      retry: false,
    }),
    enabled: definicao !== null,
  });
}
