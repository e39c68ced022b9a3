import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import {
  cargos,
  datasTurma,
  eventoCargos,
  eventoRegistros,
  eventos,
  eventoUnidades,
  inscricoes,
  turmaAssinantes,
  turmaInstrutores,
  turmaPalestrantes,
  turmas,
  unidades,
  usuarios,
} from '../../db/schema/index.ts';
import type { LinhaEvento, NovoEvento } from './eventos.repository.ts';


/** Pessoas ativas com os perfis pedidos, entre os ids dados (para conferir instrutores e assinantes). */
export async function pessoasComPerfis(db: Db, ids: readonly number[]) {
  if (ids.length === 0) return [];
  return db
    .select({ id: usuarios.id, nome: usuarios.nome, perfis: usuarios.perfis, ativo: usuarios.ativo })
    .from(usuarios)
    .where(inArray(usuarios.id, [...ids]));
}

export async function idsExistentes(db: Db, tabela: 'cargos' | 'unidades', ids: readonly number[]): Promise<Set<number>> {
  if (ids.length === 0) return new Set();
  const t = tabela === 'cargos' ? cargos : unidades;
  const linhas = await db.select({ id: t.id }).from(t).where(inArray(t.id, [...ids]));
  return new Set(linhas.map((l) => l.id));
}

export async function inserirEvento(tx: Db, valores: NovoEvento): Promise<LinhaEvento> {
  const [linha] = await tx.insert(eventos).values(valores).returning();
  return linha!;
}

export async function alterarEvento(tx: Db, id: number, valores: Partial<NovoEvento>): Promise<void> {
  await tx.update(eventos).set(valores).where(eq(eventos.id, id));
}

/** Trava a linha do evento (edições do mesmo evento em fila). */
export async function travarEvento(tx: Db, id: number): Promise<LinhaEvento | null> {
  const [linha] = await tx.select().from(eventos).where(eq(eventos.id, id)).for('update');
  return linha ?? null;
}

export async function substituirRestricao(tx: Db, eventoId: number, r: { registros: string[]; cargos: number[]; unidades: number[] }): Promise<void> {
  await tx.delete(eventoRegistros).where(eq(eventoRegistros.eventoId, eventoId));
  await tx.delete(eventoCargos).where(eq(eventoCargos.eventoId, eventoId));
  await tx.delete(eventoUnidades).where(eq(eventoUnidades.eventoId, eventoId));
  for (let i = 0; i < r.registros.length; i += 1000) {
    await tx.insert(eventoRegistros).values(r.registros.slice(i, i + 1000).map((registro) => ({ eventoId, registro })));
  }
  if (r.cargos.length > 0) await tx.insert(eventoCargos).values(r.cargos.map((cargoId) => ({ eventoId, cargoId })));
  if (r.unidades.length > 0) await tx.insert(eventoUnidades).values(r.unidades.map((unidadeId) => ({ eventoId, unidadeId })));
}

export interface ValoresTurma {
  nome: string;
  vagas: number;
  inicio: Date;
  fim: Date;
  dataInicio: string;
  dataFim: string;
  cargaHoraria: number;
}

export async function inserirTurma(tx: Db, eventoId: number, v: ValoresTurma): Promise<number> {
  const [linha] = await tx.insert(turmas).values({ eventoId, ...v }).returning({ id: turmas.id });
  return linha!.id;
}

export async function alterarTurma(tx: Db, id: number, v: ValoresTurma): Promise<void> {
  await tx.update(turmas).set(v).where(eq(turmas.id, id));
}

export async function turmasDoEventoParaEditar(tx: Db, eventoId: number) {
  return tx.select().from(turmas).where(eq(turmas.eventoId, eventoId)).for('update');
}

/** Substitui encontros, instrutores, palestrantes e assinantes de uma turma. */
export async function substituirPessoasEDatas(
  tx: Db,
  turmaId: number,
  d: {
    datas: { data: string; horario_inicio: string; horario_fim: string }[];
    instrutores: number[];
    palestrantes: { usuarioId: number | null; nome: string }[];
    assinantes: number[];
  },
): Promise<void> {
  await tx.delete(datasTurma).where(eq(datasTurma.turmaId, turmaId));
  await tx.delete(turmaInstrutores).where(eq(turmaInstrutores.turmaId, turmaId));
  await tx.delete(turmaPalestrantes).where(eq(turmaPalestrantes.turmaId, turmaId));
  await tx.delete(turmaAssinantes).where(eq(turmaAssinantes.turmaId, turmaId));
  await tx.insert(datasTurma).values(d.datas.map((x) => ({ turmaId, data: x.data, horarioInicio: x.horario_inicio, horarioFim: x.horario_fim })));
  await tx.insert(turmaInstrutores).values(d.instrutores.map((usuarioId, i) => ({ turmaId, usuarioId, ordem: i + 1 })));
  if (d.palestrantes.length > 0) await tx.insert(turmaPalestrantes).values(d.palestrantes.map((p, i) => ({ turmaId, ...p, ordem: i + 1 })));
  if (d.assinantes.length > 0) await tx.insert(turmaAssinantes).values(d.assinantes.map((usuarioId, i) => ({ turmaId, usuarioId, ordem: i + 1 })));
}

/** Quantas inscrições (de qualquer situação) cada turma tem: turma com histórico não é apagada. */
export async function inscricoesPorTurma(tx: Db, turmaIds: readonly number[]): Promise<Map<number, number>> {
  if (turmaIds.length === 0) return new Map();
  const linhas = await tx
    .select({ turmaId: inscricoes.turmaId, n: sql<number>`count(*)::int` })
    .from(inscricoes)
    .where(inArray(inscricoes.turmaId, [...turmaIds]))
    .groupBy(inscricoes.turmaId);
  return new Map(linhas.map((l) => [l.turmaId, l.n]));
}

/** Pessoas com inscrição ativa numa turma, entre as dadas (quem vira instrutor não pode estar inscrito). */
export async function inscritosAtivosEntre(tx: Db, turmaId: number, usuarioIds: readonly number[]) {
  if (usuarioIds.length === 0) return [];
  return tx
    .select({ id: usuarios.id, nome: usuarios.nome })
    .from(inscricoes)
    .innerJoin(usuarios, eq(usuarios.id, inscricoes.usuarioId))
    .where(and(eq(inscricoes.turmaId, turmaId), inArray(inscricoes.usuarioId, [...usuarioIds]), sql`${inscricoes.status} <> 'cancelada'`));
}

export async function contarInscricoesDoEvento(tx: Db, eventoId: number): Promise<{ total: number; ativas: number }> {
  const [l] = await tx
    .select({ total: sql<number>`count(*)::int`, ativas: sql<number>`count(*) filter (where ${inscricoes.status} <> 'cancelada')::int` })
    .from(inscricoes)
    .where(eq(inscricoes.eventoId, eventoId));
  return l ?? { total: 0, ativas: 0 };
}

export async function excluirTurmas(tx: Db, ids: readonly number[]): Promise<void> {
  if (ids.length > 0) await tx.delete(turmas).where(inArray(turmas.id, [...ids]));
}

export async function excluirEvento(tx: Db, id: number): Promise<void> {
  await tx.delete(eventos).where(eq(eventos.id, id));
}


