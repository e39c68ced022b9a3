import type { UsuarioAutenticado } from '../../lib/context.ts';
import { AppError } from '../../lib/errors.ts';

/** Só administradores leem o remetente e mudam os dados da instituição. */
export function podeAdministrarInstituicao(user: UsuarioAutenticado): boolean {
  return user.perfis.includes('administrador');
}

/** @throws SEM_PERMISSAO */
export function exigirAdministradorDaInstituicao(user: UsuarioAutenticado): void {
  if (!podeAdministrarInstituicao(user)) throw new AppError('SEM_PERMISSAO', 'Você não tem permissão para esta ação.');
}
