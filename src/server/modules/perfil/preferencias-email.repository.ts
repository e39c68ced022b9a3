import { and, eq, inArray, sql } from 'drizzle-orm';
import type { TipoEmailOpcional } from '#shared/rules/preferencias-email.ts';
import type { Db } from '../../db/client.ts';
import { preferenciasEmail } from '../../db/schema/index.ts';

/** Das pessoas dadas, as que desligaram o e-mail deste tipo (uma consulta só). */
export async function quemRecusou(db: Db, tipo: TipoEmailOpcional, usuarioIds: readonly number[]): Promise<Set<number>> {
  if (usuarioIds.length === 0) return new Set();
  const linhas = await db
    .select({ usuarioId: preferenciasEmail.usuarioId })
    .from(preferenciasEmail)
    .where(and(eq(preferenciasEmail.tipo, tipo), eq(preferenciasEmail.recebe, false), inArray(preferenciasEmail.usuarioId, [...new Set(usuarioIds)])));
  return new Set(linhas.map((l) => l.usuarioId));
}

/** As escolhas gravadas de uma pessoa. */
export async function escolhasDe(db: Db, usuarioId: number): Promise<{ tipo: TipoEmailOpcional; recebe: boolean }[]> {
  return db.select({ tipo: preferenciasEmail.tipo, recebe: preferenciasEmail.recebe }).from(preferenciasEmail).where(eq(preferenciasEmail.usuarioId, usuarioId));
}

/** Grava (ou troca) as escolhas dadas. */
export async function gravarEscolhas(db: Db, usuarioId: number, escolhas: readonly { tipo: TipoEmailOpcional; recebe: boolean }[], agora: Date): Promise<void> {
  if (escolhas.length === 0) return;
  await db
    .insert(preferenciasEmail)
    .values(escolhas.map((e) => ({ usuarioId, tipo: e.tipo, recebe: e.recebe, atualizadoEm: agora })))
    .onConflictDoUpdate({ target: [preferenciasEmail.usuarioId, preferenciasEmail.tipo], set: { recebe: sql`excluded.recebe`, atualizadoEm: agora } });
}
