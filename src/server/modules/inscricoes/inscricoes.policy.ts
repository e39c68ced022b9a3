import type { UsuarioAutenticado } from '../../lib/context.ts';
import { ehAdmin } from '../../lib/permissao.ts';

type Quem = Pick<UsuarioAutenticado, 'id' | 'perfis'>;

/** Buscar inscrições, ver os inscritos de uma turma e cancelar em lote: administração. */
export function podeAdministrarInscricoes(usuario: Pick<UsuarioAutenticado, 'perfis'>): boolean {
  return ehAdmin(usuario);
}

/** Uma inscrição é da pessoa inscrita e da administração; para os outros, ela não existe (404). */
export function podeVerInscricao(usuario: Quem, inscricao: { usuarioId: number }): boolean {
  return inscricao.usuarioId === usuario.id || ehAdmin(usuario);
}
