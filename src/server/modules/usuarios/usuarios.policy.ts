import type { UsuarioAutenticado } from '../../lib/context.ts';
import { ehAdmin } from '../../lib/permissao.ts';

/** Quem pede, como as regras de acesso o veem: só os perfis. */
type Quem = Pick<UsuarioAutenticado, 'perfis'>;

/** Só administradores gerenciam contas de outras pessoas. */
export function podeGerenciarUsuarios(usuario: Quem): boolean {
  return ehAdmin(usuario);
}
