import type { UsuarioAutenticado } from '../../lib/context.ts';
import { ehAdmin } from '../../lib/permissao.ts';

/** A trilha de auditoria é lida só pela administração (e ninguém a altera: não há rota para isso). */
export function podeLerAuditoria(usuario: Pick<UsuarioAutenticado, 'perfis'>): boolean {
  return ehAdmin(usuario);
}
