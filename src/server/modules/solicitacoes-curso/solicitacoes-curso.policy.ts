import type { UsuarioAutenticado } from '../../lib/context.ts';
import { ehAdmin } from '../../lib/permissao.ts';

type Quem = Pick<UsuarioAutenticado, 'id' | 'perfis'>;
type Perfis = Pick<UsuarioAutenticado, 'perfis'>;

/**
 * Quem pede enxerga a solicitação: é o autor, ou administra e ela já foi enviada alguma vez (um
 * rascunho, mesmo retirado, nunca chegou à administração). A lista usa a mesma regra, no SQL.
 */
export function enxergaSolicitacao(usuario: Quem, s: { autorId: number; enviadaEm: Date | null }): boolean {
  return s.autorId === usuario.id || (ehAdmin(usuario) && s.enviadaEm !== null);
}

/** Editar, enviar e retirar: só o autor (a administração enxerga, mas não mexe na de outra pessoa). */
export function ehAutorDaSolicitacao(usuario: Pick<UsuarioAutenticado, 'id'>, s: { autorId: number }): boolean {
  return s.autorId === usuario.id;
}

/** A lista da administração traz as alheias já enviadas; a de quem não administra, só as suas. */
export function veSolicitacoesAlheias(usuario: Perfis): boolean {
  return ehAdmin(usuario);
}

/**
 * Palestrante com conta (pelo id): só a administração indica. Para as outras pessoas, o nome e a
 * situação de uma conta alheia seriam uma forma de descobrir quem está cadastrado.
 */
export function podeIndicarPalestranteComConta(usuario: Perfis | null | undefined): boolean {
  return ehAdmin(usuario);
}

/** Analisar, decidir e converter em evento; o planejamento anual: administração. */
export function podeDecidirSolicitacoes(usuario: Perfis): boolean {
  return ehAdmin(usuario);
}
