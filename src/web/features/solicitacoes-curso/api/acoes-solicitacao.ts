import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Solicitacao, solicitacoesCursoEndpoints } from '#shared/contracts/solicitacoes-curso.ts';
import { callApi } from '#web/lib/api-client.ts';
import { solicitacoesKeys } from './keys.ts';

type E = typeof solicitacoesCursoEndpoints;

/** POST /api/solicitacoes-curso/:id/envio (autor, rascunho). */
export const enviarSolicitacao = (id: number) => callApi<E['enviar']>({ method: 'POST', path: '/api/solicitacoes-curso/:id/envio' }, { params: { id } });
/** POST /api/solicitacoes-curso/:id/retirada (autor, antes da decisão). */
export const retirarSolicitacao = (id: number) => callApi<E['retirar']>({ method: 'POST', path: '/api/solicitacoes-curso/:id/retirada' }, { params: { id } });
/** POST /api/admin/solicitacoes-curso/:id/analise (enviada → em análise). */
export const analisarSolicitacao = (id: number) => callApi<E['analisar']>({ method: 'POST', path: '/api/admin/solicitacoes-curso/:id/analise' }, { params: { id } });

export interface Decisao {
  id: number;
  decisao: 'aprovar' | 'rejeitar';
  motivo?: string;
}
/** POST /api/admin/solicitacoes-curso/:id/decisao (aprovar, ou rejeitar com motivo). */
export const decidirSolicitacao = ({ id, ...body }: Decisao) =>
  callApi<E['decidir']>({ method: 'POST', path: '/api/admin/solicitacoes-curso/:id/decisao' }, { params: { id }, body });

export interface Conversao {
  id: number;
  vagas: number;
  /** Unidade do evento; sem ela, o servidor usa a da solicitação. */
  unidade_id?: number;
}
/** POST /api/admin/solicitacoes-curso/:id/conversao: evento rascunho com uma turma. */
export const converterSolicitacao = ({ id, ...body }: Conversao) =>
  callApi<E['converter']>({ method: 'POST', path: '/api/admin/solicitacoes-curso/:id/conversao' }, { params: { id }, body });

/** Troca a solicitação devolvida pelo servidor nas listas guardadas e marca o resto (planejamento) como velho. */
function useAtualizarListas() {
  const qc = useQueryClient();
  return (nova: Solicitacao) => {
    for (const escopo of ['minhas', 'administracao'] as const) {
      qc.setQueryData<Solicitacao[]>(solicitacoesKeys.lista(escopo), (atual) => atual?.map((s) => (s.id === nova.id ? nova : s)));
    }
    void qc.invalidateQueries({ queryKey: solicitacoesKeys.todas });
  };
}

/**
 * Uma ação sobre uma solicitação que devolve a solicitação atualizada. Os erros viram toast (padrão do
 * app), salvo `silencioso` (o diálogo mostra o erro ele mesmo).
 */
export function useAcaoSolicitacao<A>(fn: (args: A) => Promise<Solicitacao>, silencioso = false) {
  const atualizar = useAtualizarListas();
  return useMutation({ mutationFn: fn, meta: { silencioso }, onSuccess: atualizar });
}

/** A conversão devolve `{ solicitacao, evento_id, mensagem }`; a solicitação nova entra nas listas. */
export function useConverterSolicitacao() {
  const atualizar = useAtualizarListas();
  return useMutation({ mutationFn: converterSolicitacao, meta: { silencioso: true }, onSuccess: (r) => atualizar(r.solicitacao) });
}
