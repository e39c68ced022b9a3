import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Avulso, certificadosAvulsosEndpoints, NovoAvulso } from '#shared/contracts/certificados-avulsos.ts';
import { callApi } from '#web/lib/api-client.ts';
import { avulsosKeys } from './keys.ts';

/** POST /api/certificados-avulsos: devolve o registro criado (com número e link de validação). */
export function criarAvulso(body: NovoAvulso) {
  return callApi<typeof certificadosAvulsosEndpoints.criar>({ method: 'POST', path: '/api/certificados-avulsos' }, { body });
}

/**
 * O registro novo entra no topo da lista guardada (SPEC §4), sem buscar tudo de novo. Silencioso: a
 * tela diz "Erro ao cadastrar certificado." e marca os campos que o servidor recusou.
 */
export function useCriarAvulso() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: criarAvulso,
    meta: { silencioso: true },
    onSuccess: (novo) => client.setQueryData<Avulso[]>(avulsosKeys.lista(), (atual) => [novo, ...(atual ?? []).filter((a) => a.id !== novo.id)]),
  });
}
