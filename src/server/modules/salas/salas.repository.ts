import { and, asc, between, count, eq, inArray } from 'drizzle-orm';
import type { DataBloqueada } from '#shared/rules/salas.ts';
import type { Db } from '../../db/client.ts';
import { bloqueiosCalendario, reservasSala, salas } from '../../db/schema/index.ts';

export type LinhaSala = typeof salas.$inferSelect;
export type LinhaBloqueio = typeof bloqueiosCalendario.$inferSelect;

/* ------------------------------------------------------------------ salas */

/** Salas por nome (só as ativas, se pedido). */
export function listarSalas(db: Db, opts: { somenteAtivas: boolean }) {
  return db
    .select()
    .from(salas)
    .where(opts.somenteAtivas ? eq(salas.ativa, true) : undefined)
    .orderBy(asc(salas.nome), asc(salas.id));
}

export async function salaPorId(db: Db, id: number): Promise<LinhaSala | null> {
  const [s] = await db.select().from(salas).where(eq(salas.id, id));
  return s ?? null;
}

export async function inserirSala(db: Db, valores: Pick<LinhaSala, 'nome' | 'capacidade' | 'ativa'>): Promise<LinhaSala> {
  const [s] = await db.insert(salas).values(valores).returning();
  return s!;
}

export async function atualizarSala(db: Db, id: number, valores: Pick<LinhaSala, 'nome' | 'capacidade' | 'ativa'>): Promise<LinhaSala | null> {
  const [s] = await db.update(salas).set(valores).where(eq(salas.id, id)).returning();
  return s ?? null;
}

export async function contarSalas(db: Db): Promise<number> {
  const [l] = await db.select({ n: count() }).from(salas);
  return l?.n ?? 0;
}

/** Insere as salas que ainda não existem pelo nome (sem diferenciar maiúsculas). */
export async function inserirSalasSeNovas(db: Db, lista: Pick<LinhaSala, 'nome' | 'capacidade'>[]): Promise<number> {
  if (lista.length === 0) return 0;
  const r = await db.insert(salas).values(lista).onConflictDoNothing().returning({ id: salas.id });
  return r.length;
}

/* ------------------------------------------------------------------ calendário de bloqueios */

/** Datas bloqueadas entre duas datas (inclusive), em ordem. */
export function bloqueiosEntre(db: Db, de: string, ate: string) {
  return db
    .select({ id: bloqueiosCalendario.id, data: bloqueiosCalendario.data, tipo: bloqueiosCalendario.tipo, descricao: bloqueiosCalendario.descricao })
    .from(bloqueiosCalendario)
    .where(between(bloqueiosCalendario.data, de, ate))
    .orderBy(asc(bloqueiosCalendario.data));
}

/** O bloqueio de uma data, se houver. */
export async function bloqueioDaData(db: Db, data: string): Promise<LinhaBloqueio | null> {
  const [b] = await db.select().from(bloqueiosCalendario).where(eq(bloqueiosCalendario.data, data));
  return b ?? null;
}

export async function bloqueioPorId(db: Db, id: number): Promise<LinhaBloqueio | null> {
  const [b] = await db.select().from(bloqueiosCalendario).where(eq(bloqueiosCalendario.id, id));
  return b ?? null;
}

export async function inserirBloqueio(db: Db, valores: typeof bloqueiosCalendario.$inferInsert): Promise<LinhaBloqueio> {
  const [b] = await db.insert(bloqueiosCalendario).values(valores).returning();
  return b!;
}

export async function atualizarBloqueio(db: Db, id: number, valores: Pick<LinhaBloqueio, 'data' | 'tipo' | 'descricao'>): Promise<LinhaBloqueio | null> {
  const [b] = await db.update(bloqueiosCalendario).set(valores).where(eq(bloqueiosCalendario.id, id)).returning();
  return b ?? null;
}

export async function removerBloqueio(db: Db, id: number): Promise<boolean> {
  const r = await db.delete(bloqueiosCalendario).where(eq(bloqueiosCalendario.id, id)).returning({ id: bloqueiosCalendario.id });
  return r.length > 0;
}

/** Insere as datas que ainda não estão no calendário (`ON CONFLICT (data) DO NOTHING`); devolve quantas entraram. */
export async function inserirBloqueiosSeNovos(db: Db, lista: readonly DataBloqueada[], criadoPor: number | null): Promise<number> {
  if (lista.length === 0) return 0;
  const r = await db
    .insert(bloqueiosCalendario)
    .values(lista.map((b) => ({ data: b.data, tipo: b.tipo, descricao: b.descricao, criadoPor })))
    .onConflictDoNothing({ target: bloqueiosCalendario.data })
    .returning({ id: bloqueiosCalendario.id });
  return r.length;
}

/** Há algum feriado nacional cadastrado no ano? */
export async function temFeriadoNacionalNoAno(db: Db, ano: number): Promise<boolean> {
  const [l] = await db
    .select({ id: bloqueiosCalendario.id })
    .from(bloqueiosCalendario)
    .where(and(eq(bloqueiosCalendario.tipo, 'feriado_nacional'), between(bloqueiosCalendario.data, `${ano}-01-01`, `${ano}-12-31`)))
    .limit(1);
  return Boolean(l);
}

/** Reservas pendentes ou aprovadas (de qualquer sala) numa data. */
export async function reservasAtivasNoDia(db: Db, data: string): Promise<number> {
  const [l] = await db
    .select({ n: count() })
    .from(reservasSala)
    .where(and(eq(reservasSala.data, data), inArray(reservasSala.status, ['pendente', 'aprovada'])));
  return l?.n ?? 0;
}

