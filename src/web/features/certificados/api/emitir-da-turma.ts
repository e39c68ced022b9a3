import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { certificadosEndpoints } from '#shared/contracts/certificados.ts';
import { callApi } from '#web/lib/api-client.ts';
import { certificadosKeys } from './keys.ts';

/** POST /api/certificados/gestao/turmas/:turmaId/emissao: emite agora o que a turma já deve. */
export function emitirDaTurma(turmaId: number) {
  return callApi<typeof certificadosEndpoints.emitirDaTurma>(
    { method: 'POST', path: '/api/certificados/gestao/turmas/:turmaId/emissao' },
    { params: { turmaId } },
  );
}

export function useEmitirDaTurma() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: emitirDaTurma,
    onSuccess: () => client.invalidateQueries({ queryKey: certificadosKeys.todos() }),
  });
}
