import { and, asc, eq, inArray, lte, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { tarefas } from '../../db/schema/index.ts';

export type LinhaTarefa = typeof tarefas.$inferSelect;
export interface NovaTarefa {
  tipo: string;
  dados?: unknown;
  /** Chave de idempotência: uma segunda tarefa com a mesma chave não é criada. */
  chave?: string | null;
  executarEm?: Date;
  maxTentativas?: number;
}

/** Insere a tarefa (no `db` de quem chama: a transação dele); devolve falso se a chave já existia. */
export async function inserirTarefa(db: Db, t: NovaTarefa, agora: Date): Promise<boolean> {
  return (await inserirTarefas(db, [t], agora)) > 0;
}

/**
 * Várias tarefas numa gravação por bloco de 1.000 (um lembrete para cada pessoa de muitas turmas não vira
 * uma ida ao banco por pessoa); as de chave já existente ficam de fora. Devolve quantas foram criadas.
 */
export async function inserirTarefas(db: Db, ts: readonly NovaTarefa[], agora: Date): Promise<number> {
  let criadas = 0;
  for (let i = 0; i < ts.length; i += 1000) {
    const r = await db
      .insert(tarefas)
      .values(
        ts.slice(i, i + 1000).map((t) => ({
          tipo: t.tipo,
          dados: t.dados ?? {},
          chave: t.chave ?? null,
          executarEm: t.executarEm ?? agora,
          ...(t.maxTentativas ? { maxTentativas: t.maxTentativas } : {}),
          criadaEm: agora,
        })),
      )
      .onConflictDoNothing({ target: tarefas.chave })
      .returning({ id: tarefas.id });
    criadas += r.length;
  }
  return criadas;
}

/**
 * Toma até `lote` tarefas vencidas (pendentes, ou executando com a trava vencida — o processo que as
 * tomou morreu) e as marca como `executando` até `travadaAte`. `FOR UPDATE SKIP LOCKED`: dois
 * processos no mesmo PostgreSQL nunca tomam a mesma tarefa.
 */
export async function tomarTarefas(db: Db, agora: Date, lote: number, travadaAte: Date): Promise<LinhaTarefa[]> {
  const vencidas = db
    .select({ id: tarefas.id })
    .from(tarefas)
    .where(
      or(
        and(eq(tarefas.situacao, 'pendente'), lte(tarefas.executarEm, agora)),
        and(eq(tarefas.situacao, 'executando'), lte(tarefas.travadaAte, agora)),
      ),
    )
    .orderBy(asc(tarefas.executarEm), asc(tarefas.id))
    .limit(lote)
    .for('update', { skipLocked: true });
  return db
    .update(tarefas)
    .set({ situacao: 'executando', travadaAte, tentativas: sql`${tarefas.tentativas} + 1` })
    .where(inArray(tarefas.id, vencidas))
    .returning();
}

/** Concluída: os dados (que podem conter links e endereços) não ficam guardados. */
export async function concluirTarefa(db: Db, id: number, agora: Date): Promise<void> {
  await db.update(tarefas).set({ situacao: 'concluida', concluidaEm: agora, travadaAte: null, dados: {}, ultimoErro: null }).where(eq(tarefas.id, id));
}

/** Falhou: volta para a fila em `executarEm`, ou fica como `falhou` quando não há mais tentativas. */
export async function registrarFalha(db: Db, id: number, erro: string, proxima: Date | null): Promise<void> {
  await db
    .update(tarefas)
    .set(proxima ? { situacao: 'pendente', executarEm: proxima, travadaAte: null, ultimoErro: erro } : { situacao: 'falhou', travadaAte: null, ultimoErro: erro })
    .where(eq(tarefas.id, id));
}
