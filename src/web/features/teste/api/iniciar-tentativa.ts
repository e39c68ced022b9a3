import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { testesEndpoints } from '#shared/contracts/testes.ts';
import { callApi } from '#web/lib/api-client.ts';
import { testeKeys } from './keys.ts';

/**
 * POST /api/turmas/:turmaId/teste/tentativas: começa uma tentativa, ou devolve a que está aberta
 * (`retomada`). Sem `redirecionar`: o 403 aqui é a recusa explicada (`details.motivo`), mostrada na tela.
 */
export function iniciarTentativa(turmaId: number) {
  return callApi<typeof testesEndpoints.iniciar>({ method: 'POST', path: '/api/turmas/:turmaId/teste/tentativas' }, { params: { turmaId } });
}

export function useIniciarTentativa(turmaId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => iniciarTentativa(turmaId),
    meta: { silencioso: true },
    onSuccess: () => client.invalidateQueries({ queryKey: testeKeys.meus() }),
  });
}
