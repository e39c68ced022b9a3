import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ParecerBody, revisaoEndpoints } from '#shared/contracts/revisao.ts';
import type { TipoAvaliacao } from '#shared/rules/chamadas.ts';
import { callApi } from '#web/lib/api-client.ts';
import { avaliadorKeys } from './keys.ts';

/** PUT /api/avaliador/submissoes/:submissaoId/pareceres/:tipo: guarda o parecer ou o envia (`enviar: true`, uma vez só). */
export function salvarParecer(submissaoId: number, tipo: TipoAvaliacao, body: ParecerBody) {
  return callApi<typeof revisaoEndpoints.salvarParecer>(
    { method: 'PUT', path: '/api/avaliador/submissoes/:submissaoId/pareceres/:tipo' },
    { params: { submissaoId, tipo }, body },
  );
}

/** Sem toast de erro: o formulário mostra a recusa no lugar. A resposta já é o parecer atualizado. */
export function useSalvarParecer(submissaoId: number, tipo: TipoAvaliacao) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: ParecerBody) => salvarParecer(submissaoId, tipo, body),
    meta: { silencioso: true },
    onSuccess: (parecer) => {
      client.setQueryData(avaliadorKeys.parecer(submissaoId, tipo), parecer);
      return client.invalidateQueries({ queryKey: avaliadorKeys.atribuicoes() });
    },
  });
}
