import type { UsuarioAutenticado } from '../../lib/context.ts';
import { ehAdmin } from '../../lib/permissao.ts';

/** O painel de indicadores (com nomes de participantes no detalhe) é só da administração. */
export function podeVerIndicadores(usuario: Pick<UsuarioAutenticado, 'perfis'>): boolean {
  return ehAdmin(usuario);
}

/** A página inicial do administrador (pendências, e-mails com falha, trilha recente). */
export function podeVerPainelAdministrador(usuario: Pick<UsuarioAutenticado, 'perfis'>): boolean {
  return ehAdmin(usuario);
}
