import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Solicitacao, solicitacoesCursoEndpoints } from '#shared/contracts/solicitacoes-curso.ts';
import { callApi } from '#web/lib/api-client.ts';
import { dadosKeys } from '#web/lib/dados/chaves.ts';
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

/**
 * O que a conversão deixa velho fora desta feature: o evento rascunho novo aparece em eventos e na Gestão
 * de Eventos (tudo debaixo de `dadosKeys.eventos()`, em `lib/dados`) e, com o encontro da turma, na agenda
 * da administração. Uma feature não importa outra (regra do lint) e a chave da `agenda` mora dentro dela:
 * o prefixo vai escrito aqui, igual a `agendaKeys.todas` (features/agenda/api/keys.ts).
 */
const CHAVES_DO_EVENTO_NOVO = [dadosKeys.eventos(), ['agenda']] as const;

/** Troca a solicitação devolvida pelo servidor nas listas guardadas (antes do refetch, sem piscar). */
function useTrocarNasListas() {
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
function useInvalidar() {
  const qc = useQueryClient();
  return () => void qc.invalidateQueries({ queryKey: solicitacoesKeys.todas });
}

/**
 * Uma ação sobre uma solicitação que devolve a solicitação atualizada. Os erros viram toast (padrão do
 * app), salvo `silencioso` (o diálogo mostra o erro ele mesmo).
 */
export function useAcaoSolicitacao<A>(fn: (args: A) => Promise<Solicitacao>, silencioso = false) {
  const trocar = useTrocarNasListas();
  const invalidar = useInvalidar();
  return useMutation({ mutationFn: fn, meta: { silencioso }, onSuccess: trocar, onSettled: invalidar });
}

/**
 * A conversão devolve `{ solicitacao, evento_id, mensagem }`: a solicitação nova entra nas listas e, como um
 * evento (rascunho) nasceu, as consultas de eventos, da Gestão de Eventos e da agenda ficam velhas.
 */
export function useConverterSolicitacao() {
  const qc = useQueryClient();
  const trocar = useTrocarNasListas();
  const invalidar = useInvalidar();
  return useMutation({
    mutationFn: converterSolicitacao,
    meta: { silencioso: true },
    onSuccess: (r) => {
      trocar(r.solicitacao);
      for (const queryKey of CHAVES_DO_EVENTO_NOVO) void qc.invalidateQueries({ queryKey });
    },
    onSettled: invalidar,
  });
}
