import type { UsuarioAutenticado } from '../../lib/context.ts';
import { ehAdmin } from '../../lib/permissao.ts';

/** A administração vê os resultados de todas as turmas, sem ocultar turmas com poucas respostas. */
export function veResultadosDeTodos(usuario: Pick<UsuarioAutenticado, 'perfis'>): boolean {
  return ehAdmin(usuario);
}
