import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SolicitacaoEntrada } from '#shared/contracts/solicitacoes-curso.ts';
import { criarSolicitacao } from './criar-solicitacao.ts';
import { editarSolicitacao } from './editar-solicitacao.ts';
import { enviarSolicitacao } from './enviar-solicitacao.ts';
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
 * Usa o fetcher de cada operação (o envio é o mesmo da lista); este arquivo não chama a API.
 */
export async function salvarSolicitacao({ id, dados, enviar }: SalvarSolicitacao) {
  if (id === null) return criarSolicitacao(dados, enviar);
  const salva = await editarSolicitacao(id, dados);
  if (!enviar) return salva;
  return enviarSolicitacao(id);
}

/** Silencioso: o formulário mostra o erro (campo a campo quando o servidor diz qual). */
export function useSalvarSolicitacao() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: salvarSolicitacao,
    meta: { silencioso: true },
    onSettled: () => qc.invalidateQueries({ queryKey: solicitacoesKeys.todas }),
  });
}
