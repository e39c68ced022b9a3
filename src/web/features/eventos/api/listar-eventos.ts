import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { EndpointResponse } from '#shared/contracts/endpoint.ts';
import type { eventosEndpoints } from '#shared/contracts/eventos.ts';
import { json, requisitar } from '#web/lib/api-client.ts';
import { gestaoEventosKeys, type FiltrosEventos, type Publicacao } from './keys-gestao.ts';
import { totalDoCabecalho } from './total-do-cabecalho.ts';

export const EVENTOS_POR_PAGINA = 20;
type Lista = EndpointResponse<typeof eventosEndpoints.listar>;

/** GET /api/eventos (administradores veem os rascunhos também); o total vem em X-Total-Count. */
export async function listarEventos(query: Record<string, unknown>, signal?: AbortSignal): Promise<{ itens: Lista; total: number }> {
  const r = await requisitar('GET', '/api/eventos', { query, signal, redirecionar: true });
  const itens = await json<Lista>(r);
  return { itens, total: totalDoCabecalho(r, itens.length) };
}

export const eventosQuery = (f: FiltrosEventos) =>
  queryOptions({
    queryKey: gestaoEventosKeys.lista(f),
    queryFn: ({ signal }) =>
      listarEventos(
        { publicacao: f.publicacao, busca: f.busca.trim() || undefined, status: f.status ?? undefined, ordem: f.ordem, pagina: f.pagina, por_pagina: EVENTOS_POR_PAGINA },
        signal,
      ),
    placeholderData: keepPreviousData,
  });

export function useEventos(f: FiltrosEventos) {
  return useQuery(eventosQuery(f));
}

/** Quantos eventos há numa publicação (uma página de 1 item: só o cabeçalho interessa). */
export function useContagemEventos(publicacao: Exclude<Publicacao, 'todos'>) {
  return useQuery({
    queryKey: gestaoEventosKeys.contagem(publicacao),
    queryFn: ({ signal }) => listarEventos({ publicacao, pagina: 1, por_pagina: 1 }, signal).then((r) => r.total),
  });
}

/** Eventos para escolher num filtro (os criados por último primeiro, até 100), com busca pelo título. */
export function useOpcoesEventos(busca: string) {
  return useQuery<Lista, Error, Lista, ReturnType<typeof gestaoEventosKeys.opcoesEventos>>({
    queryKey: gestaoEventosKeys.opcoesEventos(busca),
    queryFn: ({ signal }) => listarEventos({ publicacao: 'todos', ordem: 'recentes', busca: busca.trim() || undefined, pagina: 1, por_pagina: 100 }, signal).then((r) => r.itens),
    placeholderData: keepPreviousData,
    staleTime: 60_000,
  });
}
