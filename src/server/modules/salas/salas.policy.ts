import type { UsuarioAutenticado } from '../../lib/context.ts';
import { ehAdmin } from '../../lib/permissao.ts';

/** Sala desativada e meses fora da janela de agendamento: só a administração vê. */
export function veSalasForaDaJanela(usuario: Pick<UsuarioAutenticado, 'perfis'> | null | undefined): boolean {
  return ehAdmin(usuario);
}
