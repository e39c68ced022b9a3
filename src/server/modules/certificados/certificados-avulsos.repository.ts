import { and, desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { certificados, certificadosAvulsos } from '../../db/schema/index.ts';

export type LinhaAvulso = typeof certificadosAvulsos.$inferSelect;

/** Os avulsos com o documento válido de cada um, do mais novo ao mais antigo. */
export async function listarAvulsos(db: Db) {
  return db
    .select({ a: certificadosAvulsos, c: certificados })
    .from(certificadosAvulsos)
    .innerJoin(certificados, and(eq(certificados.avulsoId, certificadosAvulsos.id), eq(certificados.status, 'emitido')))
    .orderBy(desc(certificadosAvulsos.criadoEm), desc(certificadosAvulsos.id));
}

export async function avulsoComDocumento(db: Db, id: number, travar = false) {
  const q = db
    .select({ a: certificadosAvulsos, c: certificados })
    .from(certificadosAvulsos)
    .innerJoin(certificados, and(eq(certificados.avulsoId, certificadosAvulsos.id), eq(certificados.status, 'emitido')))
    .where(eq(certificadosAvulsos.id, id));
  const [l] = await (travar ? q.for('update') : q);
  return l ?? null;
}

export async function inserirAvulso(db: Db, v: typeof certificadosAvulsos.$inferInsert): Promise<LinhaAvulso> {
  const [a] = await db.insert(certificadosAvulsos).values(v).returning();
  return a!;
}

/** Troca o tipo e os assinantes do documento ainda não enviado e descarta o PDF gerado (é refeito). */
export async function reconfigurarDocumento(db: Db, id: number, tipo: 'participante' | 'palestrante', assinantes: (typeof certificados.$inferSelect)['assinantes']) {
  const [c] = await db.update(certificados).set({ tipo, assinantes, arquivo: null, hashSha256: null }).where(eq(certificados.id, id)).returning();
  return c!;
}
