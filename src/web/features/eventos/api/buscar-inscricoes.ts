import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { EndpointResponse } from '#shared/contracts/endpoint.ts';
import type { inscricoesEndpoints } from '#shared/contracts/inscricoes.ts';
import { json, requisitar } from '#web/lib/api-client.ts';
import { gestaoEventosKeys, type FiltrosInscricoes } from './keys.ts';
import { totalDoCabecalho } from './total-do-cabecalho.ts';

export const INSCRICOES_POR_PAGINA = 50;
type Lista = EndpointResponse<typeof inscricoesEndpoints.buscar>;
export type InscricaoAdmin = Lista[number];

/** GET /api/admin/inscricoes por evento, turma e pessoa; o total vem em X-Total-Count. */
export async function buscarInscricoes(f: FiltrosInscricoes, signal?: AbortSignal): Promise<{ itens: Lista; total: number }> {
  const r = await requisitar('GET', '/api/admin/inscricoes', {
    query: {
      evento_id: f.eventoId ?? undefined,
      turma_id: f.turmaId ?? undefined,
      busca: f.busca.trim() || undefined,
      situacao: f.situacao,
      pagina: f.pagina,
      por_pagina: INSCRICOES_POR_PAGINA,
    },
    signal,
    redirecionar: true,
  });
  const itens = await json<Lista>(r);
  return { itens, total: totalDoCabecalho(r, itens.length) };
}

export function useInscricoes(f: FiltrosInscricoes) {
  return useQuery({ queryKey: gestaoEventosKeys.inscricoes(f), queryFn: ({ signal }) => buscarInscricoes(f, signal), placeholderData: keepPreviousData });
}
