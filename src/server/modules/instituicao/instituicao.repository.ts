import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { instituicao } from '../../db/schema/index.ts';

export type LinhaInstituicao = typeof instituicao.$inferSelect;
export type ValoresInstituicao = Omit<typeof instituicao.$inferInsert, 'id'>;

/** A linha única (ou nulo: valem os padrões). Uma leitura por chave primária; sem cache em memória (decisão 019). */
export async function lerInstituicao(db: Db): Promise<LinhaInstituicao | null> {
  const [linha] = await db.select().from(instituicao).where(eq(instituicao.id, 1)).limit(1);
  return linha ?? null;
}

/** Grava a linha única (cria na primeira vez) e devolve o que ficou. */
export async function gravarInstituicao(db: Db, valores: ValoresInstituicao): Promise<LinhaInstituicao> {
  const [linha] = await db
    .insert(instituicao)
    .values({ id: 1, ...valores })
    .onConflictDoUpdate({ target: instituicao.id, set: valores })
    .returning();
  return linha!;
}
