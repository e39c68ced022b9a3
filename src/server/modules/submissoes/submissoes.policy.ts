import type { UsuarioAutenticado } from '../../lib/context.ts';
import { ehAdmin } from '../../lib/permissao.ts';

type Quem = Pick<UsuarioAutenticado, 'id' | 'perfis'>;

/**
 * Quem enxerga o trabalho inteiro (com autores): o autor, ou a administração depois que ele foi
 * enviado alguma vez (um rascunho nunca chegou a ela). A lista da administração usa a mesma regra, no
 * SQL. Quem avalia nunca enxerga o trabalho por aqui: a revisão é cega e tem resposta própria.
 */
export function enxergaSubmissao(usuario: Quem, s: { autorId: number; submetidaEm: Date | null }): boolean {
  return s.autorId === usuario.id || (ehAdmin(usuario) && s.submetidaEm !== null);
}

/** Salvar, enviar, retirar e trocar o pôster: só o autor (a administração enxerga, mas não mexe). */
export function ehAutorDaSubmissao(usuario: Pick<UsuarioAutenticado, 'id'>, s: { autorId: number }): boolean {
  return s.autorId === usuario.id;
}

/** O pôster atual: quem enxerga o trabalho, e quem tem uma atribuição ativa nele (sem saber de quem é). */
export function podeBaixarPoster(usuario: Quem, s: { autorId: number; submetidaEm: Date | null }, avaliaOTrabalho: boolean): boolean {
  return enxergaSubmissao(usuario, s) || avaliaOTrabalho;
}

/** As listas de trabalhos de todas as pessoas: administração. */
export function veTrabalhosAlheios(usuario: Pick<UsuarioAutenticado, 'perfis'>): boolean {
  return ehAdmin(usuario);
}
