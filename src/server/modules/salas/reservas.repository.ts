import { and, asc, between, count, desc, eq, exists, gte, inArray, isNull, lte, ne, notExists, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { STATUS_QUE_OCUPAM, type StatusReserva } from '#shared/rules/salas.ts';
import type { Db } from '../../db/client.ts';
import { reservaSalaAvisos, reservasSala, salas, usuarios } from '../../db/schema/index.ts';

export type LinhaReserva = typeof reservasSala.$inferSelect;
export type NovaReserva = typeof reservasSala.$inferInsert;
type Campos = Partial<Omit<LinhaReserva, 'id' | 'criadoEm'>>;

/** Uma reserva com a sala, quem pediu e o nome de quem decidiu (o que as telas e os avisos mostram). */
export interface ReservaDetalhada {
  r: LinhaReserva;
  sala: { id: number; nome: string; capacidade: number };
  solicitante: { id: number; nome: string; email: string };
  decisor: string | null;
}

const decisor = alias(usuarios, 'decisor');

/** As reservas com sala, pessoa e decisor (uma consulta, com os filtros e a ordem dados). */
async function detalhadas(db: Db, filtro: SQL | undefined, ordem: SQL[]): Promise<ReservaDetalhada[]> {
  return db
    .select({
      r: reservasSala,
      sala: { id: salas.id, nome: salas.nome, capacidade: salas.capacidade },
      solicitante: { id: usuarios.id, nome: usuarios.nome, email: usuarios.email },
      decisor: decisor.nome,
    })
    .from(reservasSala)
    .innerJoin(salas, eq(salas.id, reservasSala.salaId))
    .innerJoin(usuarios, eq(usuarios.id, reservasSala.solicitanteId))
    .leftJoin(decisor, eq(decisor.id, reservasSala.decididoPor))
    .where(filtro)
    .orderBy(...ordem);
}

const ORDEM_CRONOLOGICA = [asc(reservasSala.data), asc(reservasSala.periodo), asc(reservasSala.id)];

export async function reservaDetalhada(db: Db, id: number): Promise<ReservaDetalhada | null> {
  const [d] = await detalhadas(db, eq(reservasSala.id, id), []);
  return d ?? null;
}

export function reservasDetalhadasPorIds(db: Db, ids: readonly number[]): Promise<ReservaDetalhada[]> {
  if (ids.length === 0) return Promise.resolve([]);
  return detalhadas(db, inArray(reservasSala.id, [...ids]), ORDEM_CRONOLOGICA);
}

/** As reservas da pessoa: da data mais distante para a mais antiga; no mesmo dia, manhã antes da tarde. */
export function reservasDoSolicitante(db: Db, solicitanteId: number): Promise<ReservaDetalhada[]> {
  return detalhadas(db, eq(reservasSala.solicitanteId, solicitanteId), [desc(reservasSala.data), asc(reservasSala.periodo), desc(reservasSala.id)]);
}

/** Lista da administração: filtros opcionais por situação, sala e intervalo de datas. */
export function reservasFiltradas(db: Db, f: { status?: StatusReserva; salaId?: number; de?: string; ate?: string }): Promise<ReservaDetalhada[]> {
  const filtros = [
    f.status ? eq(reservasSala.status, f.status) : undefined,
    f.salaId ? eq(reservasSala.salaId, f.salaId) : undefined,
    f.de && f.ate ? between(reservasSala.data, f.de, f.ate) : undefined,
  ];
  return detalhadas(db, and(...filtros), ORDEM_CRONOLOGICA);
}

/** Só o que a agenda precisa das reservas que ocupam horários de uma sala num intervalo. */
export function ocupacaoDaSala(db: Db, salaId: number, de: string, ate: string) {
  return db
    .select({ id: reservasSala.id, data: reservasSala.data, periodo: reservasSala.periodo, status: reservasSala.status, solicitanteId: reservasSala.solicitanteId })
    .from(reservasSala)
    .where(and(eq(reservasSala.salaId, salaId), between(reservasSala.data, de, ate), inArray(reservasSala.status, [...STATUS_QUE_OCUPAM])));
}

/** Insere uma reserva. Um horário já ocupado viola `reservas_sala_horario_uq` (quem chama traduz). */
export async function inserirReserva(db: Db, valores: NovaReserva): Promise<LinhaReserva> {
  const [r] = await db.insert(reservasSala).values(valores).returning();
  return r!;
}

const OCUPA = sql.raw(`status in (${STATUS_QUE_OCUPAM.map((s) => `'${s}'`).join(', ')})`);

/**
 * Insere várias reservas numa gravação; as de horário já ocupado ficam de fora
 * (`ON CONFLICT (sala_id, data, periodo) WHERE status in (…) DO NOTHING`, o índice único parcial).
 */
export async function inserirReservasLivres(db: Db, lista: readonly NovaReserva[]): Promise<LinhaReserva[]> {
  if (lista.length === 0) return [];
  return db
    .insert(reservasSala)
    .values([...lista])
    .onConflictDoNothing({ target: [reservasSala.salaId, reservasSala.data, reservasSala.periodo], where: OCUPA })
    .returning();
}

/** Atualiza a reserva se ela ainda está numa das situações dadas (e é de quem pede, se dado). */
export async function atualizarSeSituacao(
  db: Db,
  id: number,
  situacoes: readonly StatusReserva[],
  valores: Campos,
  solicitanteId?: number,
): Promise<LinhaReserva | null> {
  const [r] = await db
    .update(reservasSala)
    .set(valores)
    .where(
      and(
        eq(reservasSala.id, id),
        inArray(reservasSala.status, [...situacoes]),
        solicitanteId === undefined ? undefined : eq(reservasSala.solicitanteId, solicitanteId),
      ),
    )
    .returning();
  return r ?? null;
}

/** A reserva, travada até o fim da transação (`FOR UPDATE`): quem decide sobre ela espera a vez. */
export async function travarReserva(db: Db, id: number): Promise<LinhaReserva | null> {
  const [r] = await db.select().from(reservasSala).where(eq(reservasSala.id, id)).for('update');
  return r ?? null;
}

/** Marca o uso como confirmado, se a reserva é da pessoa, está aprovada e ainda não tinha confirmação. */
export async function confirmarSeAprovada(db: Db, id: number, solicitanteId: number, agora: Date): Promise<LinhaReserva | null> {
  const [r] = await db
    .update(reservasSala)
    .set({ confirmadoEm: agora, atualizadoEm: agora })
    .where(and(eq(reservasSala.id, id), eq(reservasSala.solicitanteId, solicitanteId), eq(reservasSala.status, 'aprovada'), isNull(reservasSala.confirmadoEm)))
    .returning();
  return r ?? null;
}

/**
 * Decide de uma vez as pendentes entre os ids com data a partir de `desde` (`UPDATE … WHERE status =
 * 'pendente' AND data >= desde RETURNING`): um pedido cuja data já passou não é decidido.
 */
export async function decidirPendentes(db: Db, ids: readonly number[], desde: string, valores: Campos): Promise<number[]> {
  if (ids.length === 0) return [];
  const r = await db
    .update(reservasSala)
    .set(valores)
    .where(and(inArray(reservasSala.id, [...ids]), eq(reservasSala.status, 'pendente'), gte(reservasSala.data, desde)))
    .returning({ id: reservasSala.id });
  return r.map((l) => l.id);
}

/** Marca o uso como confirmado nas aprovadas entre os ids com data até `ate` (aprovação tardia: a aprovação vale pela confirmação). */
export async function confirmarNaAprovacao(db: Db, ids: readonly number[], ate: string, agora: Date): Promise<void> {
  if (ids.length === 0) return;
  await db
    .update(reservasSala)
    .set({ confirmadoEm: agora, atualizadoEm: agora })
    .where(and(inArray(reservasSala.id, [...ids]), eq(reservasSala.status, 'aprovada'), isNull(reservasSala.confirmadoEm), lte(reservasSala.data, ate)));
}

/* ------------------------------------------------------------------ limite de pedidos por pessoa */

/** Trava dos pedidos de uma pessoa (chave dupla: este número e o id dela), até o fim da transação. */
const TRAVA_DOS_PEDIDOS = 73_100_206;

export async function travarPedidosDaPessoa(db: Db, solicitanteId: number): Promise<void> {
  await db.execute(sql`select pg_advisory_xact_lock(${sql.raw(String(TRAVA_DOS_PEDIDOS))}, ${solicitanteId}::int)`);
}

/** Quantos pedidos pendentes a pessoa tem com data a partir de `desde` (menos o `exceto`, se dado). */
export async function pendentesDaPessoa(db: Db, solicitanteId: number, desde: string, exceto?: number): Promise<number> {
  const [l] = await db
    .select({ n: count() })
    .from(reservasSala)
    .where(
      and(
        eq(reservasSala.solicitanteId, solicitanteId),
        eq(reservasSala.status, 'pendente'),
        gte(reservasSala.data, desde),
        exceto === undefined ? undefined : ne(reservasSala.id, exceto),
      ),
    );
  return l?.n ?? 0;
}

/* ------------------------------------------------------------------ rotina de confirmação de uso */

/** Trava da rotina (número fixo, só desta rotina): duas rodadas simultâneas passam uma de cada vez. */
const TRAVA_DA_ROTINA = 7_310_020_601;

export async function travarRotinaDeConfirmacao(db: Db): Promise<void> {
  await db.execute(sql`select pg_advisory_xact_lock(${sql.raw(String(TRAVA_DA_ROTINA))})`);
}

const temAviso = (db: Db, etapa: 'pedido' | 'cancelamento') =>
  db
    .select({ um: sql`1` })
    .from(reservaSalaAvisos)
    .where(and(eq(reservaSalaAvisos.reservaId, reservasSala.id), eq(reservaSalaAvisos.etapa, etapa)));

/**
 * Reservas aprovadas e sem confirmação de uso com data no intervalo: as que ainda não têm a etapa
 * (`semEtapa`) e, se dado, já têm outra (`comEtapa`).
 */
export async function aprovadasSemConfirmacao(
  db: Db,
  de: string,
  ate: string,
  semEtapa: 'pedido' | 'cancelamento',
  comEtapa?: 'pedido',
): Promise<number[]> {
  const r = await db
    .select({ id: reservasSala.id })
    .from(reservasSala)
    .where(
      and(
        eq(reservasSala.status, 'aprovada'),
        isNull(reservasSala.confirmadoEm),
        between(reservasSala.data, de, ate),
        notExists(temAviso(db, semEtapa)),
        comEtapa ? exists(temAviso(db, comEtapa)) : undefined,
      ),
    )
    .orderBy(asc(reservasSala.id));
  return r.map((l) => l.id);
}

/** Registra a etapa no livro da rotina; devolve só as reservas que esta chamada registrou. */
export async function registrarAvisos(db: Db, ids: readonly number[], etapa: 'pedido' | 'cancelamento', dia: string, agora: Date): Promise<number[]> {
  if (ids.length === 0) return [];
  const r = await db
    .insert(reservaSalaAvisos)
    .values(ids.map((reservaId) => ({ reservaId, etapa, dia, criadoEm: agora })))
    .onConflictDoNothing()
    .returning({ reservaId: reservaSalaAvisos.reservaId });
  return r.map((l) => l.reservaId);
}

/** Marca quando a confirmação foi pedida. */
export async function marcarConfirmacaoSolicitada(db: Db, ids: readonly number[], agora: Date): Promise<void> {
  if (ids.length === 0) return;
  await db.update(reservasSala).set({ confirmacaoSolicitadaEm: agora, atualizadoEm: agora }).where(inArray(reservasSala.id, [...ids]));
}

/**
 * Cancela por falta de confirmação as que continuam aprovadas e sem confirmação (`UPDATE … RETURNING`):
 * uma confirmação que chegou depois da leitura vale, e a reserva não volta entre as canceladas.
 */
export async function cancelarSemConfirmacao(db: Db, ids: readonly number[], agora: Date, motivo: string): Promise<number[]> {
  if (ids.length === 0) return [];
  const r = await db
    .update(reservasSala)
    .set({ status: 'cancelada', canceladoEm: agora, canceladoPor: null, motivoCancelamento: motivo, atualizadoEm: agora })
    .where(and(inArray(reservasSala.id, [...ids]), eq(reservasSala.status, 'aprovada'), isNull(reservasSala.confirmadoEm)))
    .returning({ id: reservasSala.id });
  return r.map((l) => l.id);
}
