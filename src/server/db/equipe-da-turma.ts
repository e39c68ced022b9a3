import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Db } from './client.ts';
import { turmaInstrutores, usuarios } from './schema/index.ts';

/**
 * Consultas da equipe de uma turma que vários módulos usam (inscrições: instrutor não se inscreve na
 * própria turma; presença: só os instrutores da turma marcam presença), num lugar só.
 */
export async function ehInstrutorDaTurma(db: Db, turmaId: number, usuarioId: number): Promise<boolean> {
  const [l] = await db
    .select({ u: turmaInstrutores.usuarioId })
    .from(turmaInstrutores)
    .where(and(eq(turmaInstrutores.turmaId, turmaId), eq(turmaInstrutores.usuarioId, usuarioId)));
  return Boolean(l);
}

/** Instrutores (id e nome) das turmas dadas, na ordem da turma. */
export async function instrutoresDasTurmas(db: Db, turmaIds: readonly number[]) {
  if (turmaIds.length === 0) return [];
  return db
    .select({ turmaId: turmaInstrutores.turmaId, id: usuarios.id, nome: usuarios.nome })
    .from(turmaInstrutores)
    .innerJoin(usuarios, eq(usuarios.id, turmaInstrutores.usuarioId))
    .where(inArray(turmaInstrutores.turmaId, [...turmaIds]))
    .orderBy(asc(turmaInstrutores.ordem), asc(usuarios.nome));
}
