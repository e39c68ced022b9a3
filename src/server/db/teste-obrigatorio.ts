import { sql } from 'drizzle-orm';
import type { Db } from './client.ts';

export interface PessoaNaTurma {
  turmaId: number;
  usuarioId: number;
}

/** Chave de um par pessoa–turma nos conjuntos devolvidos abaixo. */
export const chaveDoPar = (p: PessoaNaTurma): string => `${p.turmaId}:${p.usuarioId}`;

/**
 * Dos pares dados, os que ainda devem o teste obrigatório do evento da turma (teste publicado e
 * obrigatório, sem tentativa aprovada da pessoa — em qualquer turma do evento), numa consulta. Avaliação, avisos e resultados
 * usam esta mesma conferência.
 */
export async function devemTesteObrigatorio(db: Db, pares: readonly PessoaNaTurma[]): Promise<Set<string>> {
  if (pares.length === 0) return new Set();
  const r = await db.execute(sql`
    select p.turma_id, p.usuario_id
    from unnest(${sql.param(pares.map((p) => p.turmaId))}::int[], ${sql.param(pares.map((p) => p.usuarioId))}::int[]) as p(turma_id, usuario_id)
    join turmas t on t.id = p.turma_id
    join testes x on x.evento_id = t.evento_id and x.status = 'publicado' and x.obrigatorio
    where not exists (
      select 1 from teste_tentativas tt
      where tt.teste_id = x.id and tt.usuario_id = p.usuario_id and tt.aprovado
    )`);
  return new Set((r as unknown as { rows: { turma_id: number; usuario_id: number }[] }).rows.map((l) => `${l.turma_id}:${l.usuario_id}`));
}

/** Se a pessoa ainda deve o teste obrigatório desta turma. */
export async function deveTesteObrigatorio(db: Db, turmaId: number, usuarioId: number): Promise<boolean> {
  return (await devemTesteObrigatorio(db, [{ turmaId, usuarioId }])).size > 0;
}
