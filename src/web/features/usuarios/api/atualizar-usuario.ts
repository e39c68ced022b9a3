import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AtualizarUsuarioBody, usuariosEndpoints } from '#shared/contracts/usuarios.ts';
import { callApi } from '#web/lib/api-client.ts';
import { usuariosKeys } from './keys.ts';

/** PUT /api/usuarios/:id (edição auditada pelo servidor). */
export function atualizarUsuario({ id, dados }: { id: number; dados: AtualizarUsuarioBody }) {
  return callApi<typeof usuariosEndpoints.atualizar>({ method: 'PUT', path: '/api/usuarios/:id' }, { params: { id }, body: dados });
}

/** Erros aparecem dentro do diálogo (meta.silencioso evita o toast repetido). */
export function useAtualizarUsuario() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: atualizarUsuario,
    meta: { silencioso: true },
    onSuccess: () => qc.invalidateQueries({ queryKey: usuariosKeys.todos }),
  });
}
