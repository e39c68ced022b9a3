import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { resultadosAvaliacaoEndpoints } from '#shared/contracts/avaliacoes-resultados.ts';
import { ApiError, callApi } from '#web/lib/api-client.ts';
import { resultadosKeys } from './keys.ts';

/**
 * GET /api/avaliacoes/resultados/instrutor: as turmas do instrutor, a soma geral e o detalhe de uma turma.
 * Sem `redirecionar`: o 403 (turma de outro instrutor) e o 404 viram estados da própria tela.
 */
export function obterResultadosDoInstrutor(turma: number | null, signal?: AbortSignal) {
  return callApi<typeof resultadosAvaliacaoEndpoints.instrutor>(
    { method: 'GET', path: '/api/avaliacoes/resultados/instrutor' },
    { query: { turma: turma ?? undefined }, signal },
  );
}

// recusa (400, 403, 404) não melhora repetindo
const repetir = (tentativas: number, erro: unknown) => !(erro instanceof ApiError && erro.status >= 400 && erro.status < 500) && tentativas < 1;

export const resultadosDoInstrutorQuery = (turma: number | null) =>
  queryOptions({ queryKey: resultadosKeys.instrutor(turma), queryFn: ({ signal }) => obterResultadosDoInstrutor(turma, signal), retry: repetir });

/** Ao trocar de turma, o que já está na tela fica até a nova chegar (sem piscar o esqueleto). */
export function useResultadosDoInstrutor(turma: number | null) {
  return useQuery({ ...resultadosDoInstrutorQuery(turma), placeholderData: keepPreviousData });
}
