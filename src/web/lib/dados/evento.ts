import { queryOptions, useQuery } from '@tanstack/react-query';
import type { eventosEndpoints } from '#shared/contracts/eventos.ts';
import { callApi } from '../api-client.ts';
import { dadosKeys } from './chaves.ts';

/**
 * GET /api/eventos/:id: turmas, cronograma, vagas e a situação de quem está logado em cada turma; para
 * administradores, também as listas da restrição e os assinantes. Um fetcher e uma chave para a página do
 * evento e para o editor: salvar no editor atualiza na hora a página de quem se inscreve.
 */
export function obterEvento(id: number, signal?: AbortSignal) {
  return callApi<typeof eventosEndpoints.obter>({ method: 'GET', path: '/api/eventos/:id' }, { params: { id }, signal, redirecionar: true });
}

export const eventoQuery = (id: number) => queryOptions({ queryKey: dadosKeys.evento(id), queryFn: ({ signal }) => obterEvento(id, signal) });

/**
 * O evento `id` (nulo: nada a buscar, ex.: o editor de um evento novo). `sempreAtual` relê ao montar mesmo
 * com o cache fresco (o editor sempre parte do que está no servidor).
 */
export function useEvento(id: number | null, { sempreAtual = false }: { sempreAtual?: boolean } = {}) {
  return useQuery({ ...eventoQuery(id ?? 0), enabled: id !== null, ...(sempreAtual ? { staleTime: 0 } : {}) });
}
