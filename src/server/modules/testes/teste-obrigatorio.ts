import type { Ctx } from '../../lib/context.ts';
import { paresQueDevemOTeste } from './testes.repository.ts';

/** O teste obrigatório visto de fora do módulo (exposto pelo `testes.service.ts`). */
export interface PessoaNaTurma {
  turmaId: number;
  usuarioId: number;
}

/** Chave de um par pessoa–turma nos conjuntos devolvidos por `devemTesteObrigatorio`. */
export function chaveDoPar(p: PessoaNaTurma): string {
  return `${p.turmaId}:${p.usuarioId}`;
}

/**
 * Dos pares dados, os que ainda devem o teste obrigatório do evento da turma (teste publicado e
 * obrigatório, sem tentativa aprovada da pessoa — em qualquer turma do evento), numa consulta.
 * Avaliação, avisos, resultados e certificados usam esta mesma conferência.
 */
export async function devemTesteObrigatorio(ctx: Pick<Ctx, 'db'>, pares: readonly PessoaNaTurma[]): Promise<Set<string>> {
  if (pares.length === 0) return new Set();
  const linhas = await paresQueDevemOTeste(ctx.db, pares);
  return new Set(linhas.map((l) => chaveDoPar({ turmaId: l.turma_id, usuarioId: l.usuario_id })));
}

/** Se a pessoa ainda deve o teste obrigatório desta turma. */
export async function deveTesteObrigatorio(ctx: Pick<Ctx, 'db'>, turmaId: number, usuarioId: number): Promise<boolean> {
  return (await devemTesteObrigatorio(ctx, [{ turmaId, usuarioId }])).size > 0;
}
