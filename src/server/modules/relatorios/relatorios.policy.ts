import type { UsuarioAutenticado } from '../../lib/context.ts';
import { ehAdmin } from '../../lib/permissao.ts';

/** Relatórios customizados (montar, ver, exportar, salvar e agendar): só a administração. */
export function podeUsarRelatorios(usuario: Pick<UsuarioAutenticado, 'perfis'>): boolean {
  return ehAdmin(usuario);
}

/** CPF completo: administração, e só com o pedido explícito (`mostrar_cpf`), que fica na auditoria. */
export function podeVerCpfCompleto(usuario: Pick<UsuarioAutenticado, 'perfis'>, pediu: boolean): boolean {
  return pediu && ehAdmin(usuario);
}
