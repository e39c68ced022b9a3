import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { usuariosEndpoints } from '#shared/contracts/usuarios.ts';
import type { Perfil } from '#shared/rules/perfis.ts';
import { callApi } from '#web/lib/api-client.ts';
import { usuariosKeys } from './keys.ts';

/** PUT /api/usuarios/:id/perfis (ao menos um perfil). */
export function definirPerfis({ id, perfis }: { id: number; perfis: Perfil[] }) {
  return callApi<typeof usuariosEndpoints.definirPerfis>({ method: 'PUT', path: '/api/usuarios/:id/perfis' }, { params: { id }, body: { perfis } });
}

export function useDefinirPerfis() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: definirPerfis,
    meta: { silencioso: true },
    onSuccess: () => qc.invalidateQueries({ queryKey: usuariosKeys.todos }),
  });
}
