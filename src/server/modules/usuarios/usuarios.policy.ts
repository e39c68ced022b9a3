import type { UsuarioAutenticado } from '../../lib/context.ts';
import { AppError } from '../../lib/errors.ts';

/** Só administradores gerenciam contas de outras pessoas. */
export function podeGerenciarUsuarios(user: UsuarioAutenticado): boolean {
  return user.perfis.includes('administrador');
}

/** @throws SEM_PERMISSAO */
export function exigirGestorDeUsuarios(user: UsuarioAutenticado): void {
  if (!podeGerenciarUsuarios(user)) throw new AppError('SEM_PERMISSAO', 'Você não tem permissão para esta ação.');
}
