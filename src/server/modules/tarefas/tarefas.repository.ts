import { and, count, desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { tarefas } from '../../db/schema/index.ts';

export type LinhaTarefa = typeof tarefas.$inferSelect;

export async function listarFalhas(db: Db, limite: number, deslocamento: number): Promise<{ linhas: LinhaTarefa[]; total: number }> {
  const [linhas, [total]] = await Promise.all([
    db.select().from(tarefas).where(eq(tarefas.situacao, 'falhou')).orderBy(desc(tarefas.id)).limit(limite).offset(deslocamento),
    db.select({ n: count() }).from(tarefas).where(eq(tarefas.situacao, 'falhou')),
  ]);
  return { linhas, total: total?.n ?? 0 };
}

/** Devolve uma tarefa que falhou à fila, com as tentativas zeradas; falso se ela não está como `falhou`. */
export async function reabrirTarefa(db: Db, id: number, agora: Date): Promise<boolean> {
  const r = await db
    .update(tarefas)
    .set({ situacao: 'pendente', tentativas: 0, executarEm: agora, travadaAte: null })
    .where(and(eq(tarefas.id, id), eq(tarefas.situacao, 'falhou')))
    .returning({ id: tarefas.id });
  return r.length > 0;
}

/** Quantas tarefas há em cada situação (painel do administrador). */
export async function contarPorSituacao(db: Db): Promise<Record<string, number>> {
  const linhas = await db.select({ situacao: tarefas.situacao, n: count() }).from(tarefas).groupBy(tarefas.situacao);
  return Object.fromEntries(linhas.map((l) => [l.situacao, l.n]));
}
