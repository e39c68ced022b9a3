import type { UsuarioAutenticado } from '../../lib/context.ts';
import { ehAdmin } from '../../lib/permissao.ts';

type Perfis = Pick<UsuarioAutenticado, 'perfis'>;

/** Montar, publicar, excluir chamadas e cuidar dos modelos: administração. */
export function podeGerenciarChamadas(usuario: Perfis | null | undefined): boolean {
  return ehAdmin(usuario);
}

/**
 * Quem enxerga a chamada (edital e modelos): publicada, qualquer pessoa logada; rascunho, só a
 * administração. Para as demais, o rascunho não existe (404, nunca 403).
 */
export function enxergaChamada(usuario: Perfis | null | undefined, c: { publicado: boolean }): boolean {
  return c.publicado || ehAdmin(usuario);
}
