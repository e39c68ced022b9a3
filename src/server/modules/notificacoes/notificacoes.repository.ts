import { and, asc, count, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { notificacoes } from '../../db/schema/index.ts';

export type LinhaNotificacao = typeof notificacoes.$inferSelect;
export type NovaLinhaNotificacao = Pick<typeof notificacoes.$inferInsert, 'usuarioId' | 'tipo' | 'titulo' | 'mensagem' | 'link'>;

const daPessoa = (usuarioId: number) => eq(notificacoes.usuarioId, usuarioId);
const naoLida = eq(notificacoes.lida, false);

/** Uma página das notificações da pessoa: não lidas primeiro, depois as mais novas. */
export function listarDaPessoa(
  db: Db,
  usuarioId: number,
  o: { somenteNaoLidas: boolean; limite: number; deslocamento: number },
): Promise<LinhaNotificacao[]> {
  return db
    .select()
    .from(notificacoes)
    .where(o.somenteNaoLidas ? and(daPessoa(usuarioId), naoLida) : daPessoa(usuarioId))
    .orderBy(asc(notificacoes.lida), desc(notificacoes.criadaEm), desc(notificacoes.id))
    .limit(o.limite)
    .offset(o.deslocamento);
}

/** Total e não lidas da pessoa numa consulta só. */
/** Todas as notificações de uma pessoa, as mais novas primeiro. */
export function todasDaPessoa(db: Db, usuarioId: number): Promise<LinhaNotificacao[]> {
  return db.select().from(notificacoes).where(eq(notificacoes.usuarioId, usuarioId)).orderBy(desc(notificacoes.criadaEm));
}

export async function totaisDaPessoa(db: Db, usuarioId: number): Promise<{ total: number; naoLidas: number }> {
  const [linha] = await db
    .select({
      total: count(),
      naoLidas: sql<number>`count(*) filter (where ${notificacoes.lida} = false)`.mapWith(Number),
    })
    .from(notificacoes)
    .where(daPessoa(usuarioId));
  return { total: linha?.total ?? 0, naoLidas: linha?.naoLidas ?? 0 };
}

/** Só as não lidas: coberto pelo índice (usuario_id, lida, criada_em). */
export async function contarNaoLidas(db: Db, usuarioId: number): Promise<number> {
  const [linha] = await db.select({ n: count() }).from(notificacoes).where(and(daPessoa(usuarioId), naoLida));
  return linha?.n ?? 0;
}

/** Marca uma notificação da pessoa como lida; a data da primeira leitura é mantida. Nulo se não é dela. */
export async function marcarLida(db: Db, id: number, usuarioId: number, agora: Date): Promise<LinhaNotificacao | null> {
  const [linha] = await db
    .update(notificacoes)
    .set({ lida: true, lidaEm: sql`coalesce(${notificacoes.lidaEm}, ${agora.toISOString()}::timestamptz)` })
    .where(and(eq(notificacoes.id, id), daPessoa(usuarioId)))
    .returning();
  return linha ?? null;
}

export async function marcarTodasLidas(db: Db, usuarioId: number, agora: Date): Promise<number> {
  const r = await db
    .update(notificacoes)
    .set({ lida: true, lidaEm: agora })
    .where(and(daPessoa(usuarioId), naoLida))
    .returning({ id: notificacoes.id });
  return r.length;
}

export function inserir(db: Db, linhas: NovaLinhaNotificacao[]): Promise<LinhaNotificacao[]> {
  return db.insert(notificacoes).values(linhas).returning();
}

/** Inserção em lote: devolve só quantas linhas entraram. */
export async function inserirVarias(db: Db, linhas: NovaLinhaNotificacao[]): Promise<number> {
  const r = await db.insert(notificacoes).values(linhas).returning({ id: notificacoes.id });
  return r.length;
}
