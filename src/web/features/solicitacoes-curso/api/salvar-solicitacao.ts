import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SolicitacaoEntrada, solicitacoesCursoEndpoints } from '#shared/contracts/solicitacoes-curso.ts';
import { callApi } from '#web/lib/api-client.ts';
import { solicitacoesKeys } from './keys.ts';

export interface SalvarSolicitacao {
  /** Rascunho já salvo (PUT) ou nulo (POST). */
  id: number | null;
  dados: SolicitacaoEntrada;
  /** Enviar para análise logo depois de salvar. */
  enviar: boolean;
}

/**
 * Nova: POST /api/solicitacoes-curso com `enviar`. Rascunho existente: PUT e, para enviar, POST …/envio.
 * Silencioso: o formulário mostra o erro (campo a campo quando o servidor diz qual).
 */
export async function salvarSolicitacao({ id, dados, enviar }: SalvarSolicitacao) {
  if (id === null) {
    return callApi<typeof solicitacoesCursoEndpoints.criar>({ method: 'POST', path: '/api/solicitacoes-curso' }, { body: { ...dados, enviar } });
  }
  const salva = await callApi<typeof solicitacoesCursoEndpoints.editar>({ method: 'PUT', path: '/api/solicitacoes-curso/:id' }, { params: { id }, body: dados });
  if (!enviar) return salva;
  return callApi<typeof solicitacoesCursoEndpoints.enviar>({ method: 'POST', path: '/api/solicitacoes-curso/:id/envio' }, { params: { id } });
}

export function useSalvarSolicitacao() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: salvarSolicitacao,
    meta: { silencioso: true },
    onSettled: () => qc.invalidateQueries({ queryKey: solicitacoesKeys.todas }),
  });
}
