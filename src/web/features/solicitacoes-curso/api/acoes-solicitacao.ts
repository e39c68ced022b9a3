import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Solicitacao } from '#shared/contracts/solicitacoes-curso.ts';
import { solicitacoesKeys } from './keys.ts';

/**
 * O que as ações sobre uma solicitação (enviar, retirar, analisar, decidir, converter) fazem com o cache.
 * Cada ação é uma operação da API, com o fetcher no arquivo dela; este arquivo não chama a API.
 */

/** Troca a solicitação devolvida pelo servidor nas listas guardadas (antes do refetch, sem piscar). */
export function useTrocarNasListas() {
  const qc = useQueryClient();
  return (nova: Solicitacao) => {
    for (const escopo of ['minhas', 'administracao'] as const) {
      qc.setQueryData<Solicitacao[]>(solicitacoesKeys.lista(escopo), (atual) => atual?.map((s) => (s.id === nova.id ? nova : s)));
    }
  };
}

/**
 * Marca listas e planejamento como velhos, com sucesso ou não (`onSettled`): um 403/409 porque outra pessoa
 * já agiu (retirou, analisou, decidiu, converteu) refaz a lista, e os botões que já não valem somem.
 */
export function useInvalidarSolicitacoes() {
  const qc = useQueryClient();
  return () => void qc.invalidateQueries({ queryKey: solicitacoesKeys.todas });
}

/**
 * Uma ação sobre uma solicitação que devolve a solicitação atualizada (`fn` é o fetcher da operação). Os
 * erros viram toast (padrão do app), salvo `silencioso` (o diálogo mostra o erro ele mesmo).
 */
export function useAcaoSolicitacao<A>(fn: (args: A) => Promise<Solicitacao>, silencioso = false) {
  const trocar = useTrocarNasListas();
  const invalidar = useInvalidarSolicitacoes();
  return useMutation({ mutationFn: fn, meta: { silencioso }, onSuccess: trocar, onSettled: invalidar });
}
