import { inArray, sql, type SQL } from 'drizzle-orm';
import { PgTransaction } from 'drizzle-orm/pg-core';
import type { FastifyBaseLogger } from 'fastify';
import { fromDrizzle, type Db as ConexaoDoMotor, type PgBoss } from 'pg-boss';
import type { Db } from '../../db/client.ts';
import { tarefasAEnfileirar, tarefasAntigas, tarefasUnicas } from '../../db/schema/index.ts';
import type { DefinicaoDeTarefa } from './definicao.ts';

/** Esquema do pg-boss no banco da aplicação. */
export const ESQUEMA_DA_FILA = 'pgboss';
const JOB = sql.raw(`${ESQUEMA_DA_FILA}.job`);

/** `db` já é uma transação (de quem chama): o que se grava nele confirma ou desfaz junto. */
export function ehTransacao(db: Db): boolean {
  return db instanceof PgTransaction;
}

/** A transação (ou o banco) de quem enfileira como conexão do pg-boss: a tarefa entra nela. */
export function conexaoDaTransacao(tx: Db): ConexaoDoMotor {
  return fromDrizzle(tx as unknown as Parameters<typeof fromDrizzle>[0], sql);
}

async function linhas<T>(db: Db, consulta: SQL): Promise<T[]> {
  const r = await db.execute(consulta);
  return (Array.isArray(r) ? r : (r as { rows: T[] }).rows) as T[];
}

/**
 * Grava as chaves de idempotência que ainda não existem e devolve os ids das tarefas que ficaram com
 * elas (uma chave repetida no mesmo lote fica com a primeira).
 */
export async function reservarChaves(db: Db, chaves: readonly { chave: string; tipo: string; tarefaId: string }[]): Promise<Set<string>> {
  const aceitas = new Set<string>();
  for (let i = 0; i < chaves.length; i += 1000) {
    const r = await db.insert(tarefasUnicas).values(chaves.slice(i, i + 1000)).onConflictDoNothing().returning({ tarefaId: tarefasUnicas.tarefaId });
    for (const l of r) if (l.tarefaId) aceitas.add(l.tarefaId);
  }
  return aceitas;
}

/**
 * Tira da entrada da fila até `limite` tarefas, as mais antigas primeiro, pulando as que outro processo
 * está repassando (cada uma sai por um processo só). Na transação de quem chama: só somem se ela confirmar.
 */
export async function retirarDaEntrada(tx: Db, limite: number): Promise<{ id: number; tipo: string; dados: unknown }[]> {
  return linhas(tx, sql`
    delete from ${tarefasAEnfileirar} where id in (
      select id from ${tarefasAEnfileirar} order by id limit ${limite} for update skip locked)
    returning id, tipo, dados`);
}

export interface FalhaDeTarefa {
  id: string;
  tipo: string;
  tentativas: number;
  ultimoErro: string | null;
  criadaEm: Date;
}

/** Tarefas que esgotaram as tentativas, as mais recentes primeiro (só o que a tela mostra: nunca os dados). */
export async function listarFalhas(db: Db, limite: number, deslocamento: number): Promise<{ linhas: FalhaDeTarefa[]; total: number }> {
  const [ls, [total]] = await Promise.all([
    linhas<{ id: string; tipo: string; tentativas: number; ultimo_erro: string | null; criada_em: string | Date }>(db, sql`
      select id::text as id, name as tipo, retry_count + 1 as tentativas, output->>'message' as ultimo_erro, created_on as criada_em
      from ${JOB} where state = 'failed' order by completed_on desc, id limit ${limite} offset ${deslocamento}`),
    linhas<{ n: number }>(db, sql`select count(*)::int as n from ${JOB} where state = 'failed'`),
  ]);
  return {
    linhas: ls.map((l) => ({ id: l.id, tipo: l.tipo, tentativas: Number(l.tentativas), ultimoErro: l.ultimo_erro, criadaEm: new Date(l.criada_em) })),
    total: total?.n ?? 0,
  };
}

/** A fila de uma tarefa que falhou (nulo se não existe ou não está como falha). */
export async function filaDaFalha(db: Db, id: string): Promise<string | null> {
  const [l] = await linhas<{ name: string }>(db, sql`select name from ${JOB} where id = ${id}::uuid and state = 'failed'`);
  return l?.name ?? null;
}

export interface ContagemDeTarefas {
  tipo: string;
  situacao: string;
  total: number;
}

export async function contarPorSituacao(db: Db): Promise<ContagemDeTarefas[]> {
  const ls = await linhas<{ name: string; state: string; n: number }>(db, sql`select name, state, count(*)::int as n from ${JOB} group by name, state`);
  return ls.map((l) => ({ tipo: l.name, situacao: l.state, total: Number(l.n) }));
}

/**
 * Passa para o pg-boss o que a fila anterior deixou por fazer: pendentes voltam a rodar; as que tinham
 * falhado de vez entram como falha (a tela de falhas continua mostrando-as, e o administrador decide).
 */
export async function transferirTarefasAntigas(db: Db, motor: PgBoss, definicoes: ReadonlyMap<string, DefinicaoDeTarefa<unknown>>, log: FastifyBaseLogger): Promise<number> {
  const antigas = await db.select().from(tarefasAntigas).where(inArray(tarefasAntigas.situacao, ['pendente', 'executando', 'falhou']));
  let passadas = 0;
  for (const t of antigas) {
    // os nomes da fila anterior usavam dois-pontos (`certificado:documento`); o pg-boss pede ponto
    const tipo = t.tipo.replaceAll(':', '.');
    if (!definicoes.has(tipo)) {
      log.warn({ tipo: t.tipo, tarefaAntiga: t.id }, 'tarefa da fila anterior sem tipo registrado: fica onde está');
      continue;
    }
    const falhou = t.situacao === 'falhou';
    const [id] = (await motor.insert(tipo, [{ data: (t.dados ?? {}) as object, ...(falhou ? { retryLimit: 0 } : {}) }], { returnId: true })) ?? [];
    if (falhou && id) await motor.fail(tipo, id, { name: 'ErroDeTarefa', message: t.ultimoErro ?? 'falhou na fila anterior' });
    await db.delete(tarefasAntigas).where(inArray(tarefasAntigas.id, [t.id]));
    passadas++;
  }
  if (passadas > 0) log.info({ passadas }, 'tarefas da fila anterior passadas para o pg-boss');
  return passadas;
}
