import { queryOptions, useQuery } from '@tanstack/react-query';
import type { solicitacoesCursoEndpoints } from '#shared/contracts/solicitacoes-curso.ts';
import { callApi } from '#web/lib/api-client.ts';
import { solicitacoesKeys, type EscopoLista } from './keys.ts';

const rota = { method: 'GET', path: '/api/solicitacoes-curso' } as const;

/**
 * GET /api/solicitacoes-curso. Em "minhas" vai `minhas=1` (a administração também vê só as próprias na
 * tela de quem solicita); na administração, todas (menos rascunhos alheios), filtradas na tela.
 */
export function listarSolicitacoes(escopo: EscopoLista, signal?: AbortSignal) {
  return callApi<typeof solicitacoesCursoEndpoints.listar>(rota, { query: escopo === 'minhas' ? { minhas: '1' } : {}, signal });
}

export const solicitacoesQuery = (escopo: EscopoLista) =>
  queryOptions({ queryKey: solicitacoesKeys.lista(escopo), queryFn: ({ signal }) => listarSolicitacoes(escopo, signal) });

export function useSolicitacoes(escopo: EscopoLista) {
  return useQuery(solicitacoesQuery(escopo));
}
