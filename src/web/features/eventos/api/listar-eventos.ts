import { useQuery } from '@tanstack/react-query';
import { eventosQuery, useEventos } from '#web/lib/dados/eventos.ts';
import type { FiltrosEventos, Publicacao } from './keys.ts';

/**
 * A gestão de eventos lê GET /api/eventos pelo mesmo fetcher e pela mesma chave das telas do participante
 * (`lib/dados/eventos.ts`): aqui só os filtros da gestão viram a consulta. Salvar, publicar ou excluir
 * invalida a raiz `['eventos']`, e as duas visões ficam atuais juntas.
 */
export const EVENTOS_POR_PAGINA = 20;

export function useEventosDaGestao(f: FiltrosEventos) {
  return useEventos(
    { publicacao: f.publicacao, busca: f.busca, status: f.status ? [f.status] : undefined, ordem: f.ordem, pagina: f.pagina, porPagina: EVENTOS_POR_PAGINA },
    { redirecionar: true },
  );
}

/** Quantos eventos há numa publicação (uma página de 1 item: só o total do cabeçalho interessa). */
export function useContagemEventos(publicacao: Exclude<Publicacao, 'todos'>) {
  return useQuery({ ...eventosQuery({ publicacao, pagina: 1, porPagina: 1 }, { redirecionar: true }), select: (r) => r.total });
}

/** Eventos para escolher num filtro (os criados por último primeiro, até 100), com busca pelo título. */
export function useOpcoesEventos(busca: string) {
  return useQuery({
    ...eventosQuery({ publicacao: 'todos', ordem: 'recentes', busca, pagina: 1, porPagina: 100 }, { redirecionar: true }),
    select: (r) => r.itens,
    staleTime: 60_000,
  });
}
