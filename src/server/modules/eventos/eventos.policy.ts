import type { UsuarioAutenticado } from '../../lib/context.ts';
import { ehAdmin } from '../../lib/permissao.ts';

type Quem = Pick<UsuarioAutenticado, 'perfis'> | null | undefined;

/** Criar, editar, publicar, despublicar e excluir eventos (e trocar folder e programação): administração. */
export function podeEditarEventos(usuario: Quem): boolean {
  return ehAdmin(usuario);
}

/**
 * Um evento (ou uma turma dele) existe para quem pede se está publicado ou se quem pede administra;
 * para os outros, um rascunho responde 404, como se não existisse.
 */
export function podeVerEvento(usuario: Quem, evento: { publicado: boolean }): boolean {
  return evento.publicado || ehAdmin(usuario);
}

/** A recusa de quem não é da equipe da turma (presença, resultados da avaliação). */
export const MENSAGEM_FORA_DA_EQUIPE = 'Você não é instrutor desta turma.';

/**
 * A equipe de uma turma (marca e consulta a presença, vê os resultados da avaliação): um instrutor dela
 * ou a administração. `turma.souInstrutor` diz se quem pede ensina nesta turma (o serviço consulta).
 */
export function podeGerenciarTurma(usuario: Pick<UsuarioAutenticado, 'perfis'>, turma: { souInstrutor: boolean }): boolean {
  return turma.souInstrutor || ehAdmin(usuario);
}
