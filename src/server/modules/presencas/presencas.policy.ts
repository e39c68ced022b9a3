import type { UsuarioAutenticado } from '../../lib/context.ts';
import { ehAdmin } from '../../lib/permissao.ts';

/** Na lista de turmas da presença, a administração vê as de todos; um instrutor, só as suas. */
export function veTodasAsTurmas(usuario: Pick<UsuarioAutenticado, 'perfis'>): boolean {
  return ehAdmin(usuario);
}
