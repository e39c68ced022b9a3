import type { UsuarioAutenticado } from '../../lib/context.ts';
import { ehAdmin } from '../../lib/permissao.ts';

/** Só administradores leem o remetente e mudam os dados da instituição. */
export function podeAdministrarInstituicao(user: UsuarioAutenticado): boolean {
  return ehAdmin(user);
}
