import { eq, sql } from 'drizzle-orm';
import { integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.ts';

/**
 * Tabela das rotas de referência do benchmark. Fica fora de `db/schema` (e portanto das migrações
 * de produção): só existe num banco em que o servidor subiu com BENCH_ROUTES=true.
 */
export const benchNotas = pgTable('bench_notas', {
  id: integer().primaryKey().generatedAlwaysAsIdentity(),
  texto: text().notNull(),
  criadaEm: timestamp({ withTimezone: true }).notNull().defaultNow(),
});

export type LinhaBenchNota = typeof benchNotas.$inferSelect;

/** Cria a tabela do benchmark, se ainda não existe (idempotente). */
export async function criarTabelaBench(db: Db): Promise<void> {
  await db.execute(sql`CREATE TABLE IF NOT EXISTS bench_notas (
    id integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY,
    texto text NOT NULL,
    criada_em timestamp with time zone NOT NULL DEFAULT now()
  )`);
}

export async function buscarNota(db: Db, id: number): Promise<LinhaBenchNota | null> {
  const [linha] = await db.select().from(benchNotas).where(eq(benchNotas.id, id)).limit(1);
  return linha ?? null;
}

export async function inserirNota(db: Db, texto: string): Promise<LinhaBenchNota> {
  const [linha] = await db.insert(benchNotas).values({ texto }).returning();
  return linha!;
}
