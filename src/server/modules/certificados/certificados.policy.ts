import type { UsuarioAutenticado } from '../../lib/context.ts';
import { ehAdmin } from '../../lib/permissao.ts';

/** O PDF de um certificado é do dono e da administração; para os outros, ele não existe (404). */
export function podeBaixarCertificado(usuario: Pick<UsuarioAutenticado, 'id' | 'perfis'>, certificado: { usuarioId: number | null }): boolean {
  return certificado.usuarioId === usuario.id || ehAdmin(usuario);
}

/** A administração baixa um certificado em qualquer situação (cancelado, substituído); o dono, só o emitido. */
export function baixaEmQualquerSituacao(usuario: Pick<UsuarioAutenticado, 'perfis'>): boolean {
  return ehAdmin(usuario);
}
