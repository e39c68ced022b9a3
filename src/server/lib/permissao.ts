import type { UsuarioAutenticado } from './context.ts';
import { AppError } from './errors.ts';

/**
 * A maquinaria das regras de acesso: quem administra e a recusa (403). As regras de cada módulo são
 * predicados puros no `<modulo>.policy.ts` dele; o serviço pergunta à política e, se ela nega, chama
 * `exigirPermissao` — o único lugar que lança SEM_PERMISSAO por falta de acesso.
 */

export const MENSAGEM_SEM_PERMISSAO = 'Você não tem permissão para esta ação.';

/** Quem tem o perfil de administrador (passa por toda guarda). Sem sessão, não é. */
export function ehAdmin(usuario: Pick<UsuarioAutenticado, 'perfis'> | null | undefined): boolean {
  return Boolean(usuario?.perfis.includes('administrador'));
}

/** O erro de acesso negado (para quem devolve o erro em vez de lançá-lo). */
export function semPermissao(mensagem: string = MENSAGEM_SEM_PERMISSAO, details?: unknown): AppError {
  return new AppError('SEM_PERMISSAO', mensagem, details === undefined ? {} : { details });
}

/** @throws SEM_PERMISSAO quando a regra nega; a mensagem padrão serve a toda ação sem explicação própria. */
export function exigirPermissao(permitido: boolean, mensagem: string = MENSAGEM_SEM_PERMISSAO, details?: unknown): asserts permitido {
  if (!permitido) throw semPermissao(mensagem, details);
}
