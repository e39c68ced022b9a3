import { podeSerAvaliador } from '#shared/rules/revisao.ts';
import type { UsuarioAutenticado } from '../../lib/context.ts';
import { ehAdmin } from '../../lib/permissao.ts';

type Perfis = Pick<UsuarioAutenticado, 'perfis'>;

/** Quem avalia trabalhos (declara linhas, marca interesse, dá pareceres): instrutores e administradores. */
export function ehAvaliador(usuario: Perfis): boolean {
  return podeSerAvaliador(usuario.perfis);
}

/** Atribuir, decidir, liberar, exportar e encerrar: administração. */
export function podeGerenciarRevisao(usuario: Perfis): boolean {
  return ehAdmin(usuario);
}

/**
 * O resultado de um trabalho: o autor e a administração (esta, só de trabalho já enviado). Quem avalia
 * não o vê por aqui; para os outros, o trabalho não existe (404).
 */
export function veResultado(usuario: Pick<UsuarioAutenticado, 'id' | 'perfis'>, s: { autorId: number; submetidaEm: Date | null }): boolean {
  return s.autorId === usuario.id || (ehAdmin(usuario) && s.submetidaEm !== null);
}
