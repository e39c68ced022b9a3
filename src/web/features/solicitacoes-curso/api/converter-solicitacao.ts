import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { solicitacoesCursoEndpoints } from '#shared/contracts/solicitacoes-curso.ts';
import { callApi } from '#web/lib/api-client.ts';
import { dadosKeys } from '#web/lib/dados/chaves.ts';
import { useInvalidarSolicitacoes, useTrocarNasListas } from './acoes-solicitacao.ts';

export interface Conversao {
  id: number;
  vagas: number;
  /** Unidade do evento; sem ela, o servidor usa a da solicitação. */
  unidade_id?: number;
}

/** POST /api/admin/solicitacoes-curso/:id/conversao: evento rascunho com uma turma. */
export function converterSolicitacao({ id, ...body }: Conversao) {
  return callApi<typeof solicitacoesCursoEndpoints.converter>({ method: 'POST', path: '/api/admin/solicitacoes-curso/:id/conversao' }, { params: { id }, body });
}

/**
 * O que a conversão deixa velho fora desta feature: o evento rascunho novo aparece em eventos e na Gestão
 * de Eventos (tudo debaixo de `dadosKeys.eventos()`, em `lib/dados`) e, com o encontro da turma, na agenda
 * da administração. Uma feature não importa outra (regra do lint) e a chave da `agenda` mora dentro dela:
 * o prefixo vai escrito aqui, igual a `agendaKeys.todas` (features/agenda/api/keys.ts).
 */
const CHAVES_DO_EVENTO_NOVO = [dadosKeys.eventos(), ['agenda']] as const;

/**
 * A conversão devolve `{ solicitacao, evento_id, mensagem }`: a solicitação nova entra nas listas e, como um
 * evento (rascunho) nasceu, as consultas de eventos, da Gestão de Eventos e da agenda ficam velhas.
 */
export function useConverterSolicitacao() {
  const qc = useQueryClient();
  const trocar = useTrocarNasListas();
  const invalidar = useInvalidarSolicitacoes();
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
