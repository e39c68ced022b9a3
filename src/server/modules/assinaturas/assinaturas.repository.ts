import { asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { assinaturas, usuarios } from '../../db/schema/index.ts';

export type LinhaAssinatura = typeof assinaturas.$inferSelect;

export async function assinaturaDe(db: Db, usuarioId: number): Promise<LinhaAssinatura | null> {
  const [a] = await db.select().from(assinaturas).where(eq(assinaturas.usuarioId, usuarioId));
  return a ?? null;
}

/**
 * Toma a linha da pessoa até o fim da transação: duas trocas de assinatura simultâneas da mesma pessoa
 * passam uma de cada vez (e cada uma remove o arquivo que a outra deixou). `no key update` não bloqueia
 * quem só referencia a pessoa (inscrições, sessões).
 */
export async function travarPessoa(db: Db, usuarioId: number): Promise<boolean> {
  const [u] = await db.select({ id: usuarios.id }).from(usuarios).where(eq(usuarios.id, usuarioId)).for('no key update');
  return Boolean(u);
}

export async function inserirAssinatura(db: Db, valores: typeof assinaturas.$inferInsert): Promise<LinhaAssinatura> {
  const [a] = await db.insert(assinaturas).values(valores).returning();
  return a!;
}

export async function atualizarAssinatura(
  db: Db,
  usuarioId: number,
  valores: Partial<Pick<LinhaAssinatura, 'arquivo' | 'funcao' | 'atualizadaEm'>>,
): Promise<LinhaAssinatura> {
  const [a] = await db.update(assinaturas).set(valores).where(eq(assinaturas.usuarioId, usuarioId)).returning();
  return a!;
}

/** Apaga a linha e devolve o arquivo que ela apontava (nulo se não havia assinatura). */
export async function excluirAssinatura(db: Db, usuarioId: number): Promise<string | null> {
  const [a] = await db.delete(assinaturas).where(eq(assinaturas.usuarioId, usuarioId)).returning({ arquivo: assinaturas.arquivo });
  return a?.arquivo ?? null;
}

/** Pessoas ativas com assinatura salva, por nome (uma consulta). */
export function assinantesDisponiveis(db: Db) {
  return db
    .select({ id: usuarios.id, nome: usuarios.nome, funcao: assinaturas.funcao })
    .from(assinaturas)
    .innerJoin(usuarios, eq(usuarios.id, assinaturas.usuarioId))
    .where(eq(usuarios.ativo, true))
    .orderBy(asc(usuarios.nome), asc(usuarios.id));
}

/** Nome de cada pessoa e, se houver, o arquivo e a função da assinatura (uma consulta para todos os ids). */
export function assinantesPorIds(db: Db, usuarioIds: number[]) {
  return db
    .select({ id: usuarios.id, nome: usuarios.nome, arquivo: assinaturas.arquivo, funcao: assinaturas.funcao })
    .from(usuarios)
    .leftJoin(assinaturas, eq(assinaturas.usuarioId, usuarios.id))
    .where(inArray(usuarios.id, usuarioIds));
}

export async function existeAssinatura(db: Db, usuarioId: number): Promise<boolean> {
  const [a] = await db
    .select({ id: assinaturas.usuarioId })
    .from(assinaturas)
    .where(eq(assinaturas.usuarioId, usuarioId))
    .limit(1);
  return Boolean(a);
}
