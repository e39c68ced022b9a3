import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { benchNotas } from '../../db/schema/index.ts';

export type LinhaBenchNota = typeof benchNotas.$inferSelect;

export async function buscarNota(db: Db, id: number): Promise<LinhaBenchNota | null> {
  const [linha] = await db.select().from(benchNotas).where(eq(benchNotas.id, id)).limit(1);
  return linha ?? null;
}

export async function inserirNota(db: Db, texto: string): Promise<LinhaBenchNota> {
  const [linha] = await db.insert(benchNotas).values({ texto }).returning();
  return linha!;
}
