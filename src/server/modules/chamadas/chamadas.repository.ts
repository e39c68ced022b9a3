import { and, asc, count, desc, eq, exists, inArray, notInArray, sql } from 'drizzle-orm';
import type { TipoAvaliacao, TipoModelo } from '#shared/rules/chamadas.ts';
import type { Db } from '../../db/client.ts';
import { chamadaCriterios, chamadaLinhas, chamadaModelos, chamadas, parecerNotas, submissoes, usuarios } from '../../db/schema/index.ts';

export type LinhaChamada = typeof chamadas.$inferSelect;
export type NovaChamada = typeof chamadas.$inferInsert;
export type LinhaModelo = typeof chamadaModelos.$inferSelect & { enviadoPorNome: string | null };

export interface LinhaTematica {
  id: number;
  codigo: string;
  nome: string;
  descricao: string;
  emUso: boolean;
}
export interface Criterio {
  id: number;
  tipo: TipoAvaliacao;
  titulo: string;
  escalaMin: number;
  escalaMax: number;
  peso: number;
  emUso: boolean;
}

/** A chamada, travada para escrita (`update`) ou contra mudanças enquanto um trabalho é salvo (`share`). */
export async function buscarChamada(db: Db, id: number, travar?: 'update' | 'share'): Promise<LinhaChamada | null> {
  const q = db.select().from(chamadas).where(eq(chamadas.id, id));
  const [c] = await (travar ? q.for(travar) : q);
  return c ?? null;
}

/** Chamadas (todas ou só as publicadas), as mais novas primeiro. */
export async function listarChamadas(db: Db, o: { soPublicadas: boolean }): Promise<LinhaChamada[]> {
  return db
    .select()
    .from(chamadas)
    .where(o.soPublicadas ? eq(chamadas.publicado, true) : undefined)
    .orderBy(desc(chamadas.criadoEm), desc(chamadas.id));
}

export async function inserirChamada(db: Db, valores: NovaChamada): Promise<number> {
  const [c] = await db.insert(chamadas).values(valores).returning({ id: chamadas.id });
  return c!.id;
}

export async function atualizarChamada(db: Db, id: number, valores: Partial<NovaChamada>): Promise<void> {
  await db.update(chamadas).set(valores).where(eq(chamadas.id, id));
}

/** Apaga a chamada (linhas, critérios e modelos vão junto) e devolve as chaves dos modelos no `Storage`. */
export async function apagarChamada(db: Db, id: number): Promise<string[]> {
  const modelos = await db.select({ chave: chamadaModelos.chave }).from(chamadaModelos).where(eq(chamadaModelos.chamadaId, id));
  await db.delete(chamadas).where(eq(chamadas.id, id));
  return modelos.map((m) => m.chave);
}

/** Linhas temáticas de várias chamadas, na ordem, com a marca de uso (algum trabalho aponta para ela). */
export async function linhasDe(db: Db, chamadaIds: readonly number[]): Promise<Map<number, LinhaTematica[]>> {
  const mapa = new Map<number, LinhaTematica[]>();
  if (chamadaIds.length === 0) return mapa;
  const linhas = await db
    .select({
      id: chamadaLinhas.id,
      chamadaId: chamadaLinhas.chamadaId,
      codigo: chamadaLinhas.codigo,
      nome: chamadaLinhas.nome,
      descricao: chamadaLinhas.descricao,
      emUso: exists(db.select({ um: sql`1` }).from(submissoes).where(eq(submissoes.linhaId, chamadaLinhas.id))),
    })
    .from(chamadaLinhas)
    .where(inArray(chamadaLinhas.chamadaId, [...chamadaIds]))
    .orderBy(asc(chamadaLinhas.ordem), asc(chamadaLinhas.id));
  for (const { chamadaId, ...l } of linhas) mapa.set(chamadaId, [...(mapa.get(chamadaId) ?? []), { ...l, emUso: Boolean(l.emUso) }]);
  return mapa;
}

/** Critérios de várias chamadas, por tipo e ordem, com a marca de uso (já têm notas). */
export async function criteriosDe(db: Db, chamadaIds: readonly number[]): Promise<Map<number, Criterio[]>> {
  const mapa = new Map<number, Criterio[]>();
  if (chamadaIds.length === 0) return mapa;
  const criterios = await db
    .select({
      id: chamadaCriterios.id,
      chamadaId: chamadaCriterios.chamadaId,
      tipo: chamadaCriterios.tipo,
      titulo: chamadaCriterios.titulo,
      escalaMin: chamadaCriterios.escalaMin,
      escalaMax: chamadaCriterios.escalaMax,
      peso: chamadaCriterios.peso,
      emUso: exists(db.select({ um: sql`1` }).from(parecerNotas).where(eq(parecerNotas.criterioId, chamadaCriterios.id))),
    })
    .from(chamadaCriterios)
    .where(inArray(chamadaCriterios.chamadaId, [...chamadaIds]))
    .orderBy(asc(chamadaCriterios.tipo), asc(chamadaCriterios.ordem), asc(chamadaCriterios.id));
  for (const { chamadaId, ...c } of criterios) mapa.set(chamadaId, [...(mapa.get(chamadaId) ?? []), { ...c, emUso: Boolean(c.emUso) }]);
  return mapa;
}

export interface LinhaParaGravar {
  id?: number | undefined;
  codigo: string;
  nome: string;
  descricao: string;
}

/**
 * Grava as linhas temáticas da chamada: as com id são atualizadas, as novas inseridas e as ausentes
 * apagadas (quem chama já conferiu que não estão em uso). Os códigos das mantidas passam por um valor
 * provisório antes do definitivo: trocar os códigos de duas linhas não esbarra no índice único.
 */
export async function gravarLinhas(tx: Db, chamadaId: number, linhas: readonly LinhaParaGravar[]): Promise<void> {
  const mantidas = linhas.flatMap((l) => (l.id ? [l.id] : []));
  await tx.delete(chamadaLinhas).where(and(eq(chamadaLinhas.chamadaId, chamadaId), mantidas.length ? notInArray(chamadaLinhas.id, mantidas) : undefined));
  if (mantidas.length) {
    await tx
      .update(chamadaLinhas)
      .set({ codigo: sql`chr(1) || ${chamadaLinhas.id}::text` })
      .where(and(eq(chamadaLinhas.chamadaId, chamadaId), inArray(chamadaLinhas.id, mantidas)));
  }
  for (const [i, l] of linhas.entries()) {
    const valores = { ordem: i + 1, codigo: l.codigo, nome: l.nome, descricao: l.descricao };
    if (l.id) await tx.update(chamadaLinhas).set(valores).where(and(eq(chamadaLinhas.id, l.id), eq(chamadaLinhas.chamadaId, chamadaId)));
    else await tx.insert(chamadaLinhas).values({ chamadaId, ...valores });
  }
}

export interface CriterioParaGravar {
  id?: number | undefined;
  titulo: string;
  escala_min: number;
  escala_max: number;
  peso: number;
}

/** Grava os critérios de um tipo: mantidos, novos e apagados (os apagados não têm notas). */
export async function gravarCriterios(tx: Db, chamadaId: number, tipo: TipoAvaliacao, criterios: readonly CriterioParaGravar[]): Promise<void> {
  const mantidos = criterios.flatMap((c) => (c.id ? [c.id] : []));
  await tx
    .delete(chamadaCriterios)
    .where(and(eq(chamadaCriterios.chamadaId, chamadaId), eq(chamadaCriterios.tipo, tipo), mantidos.length ? notInArray(chamadaCriterios.id, mantidos) : undefined));
  for (const [i, c] of criterios.entries()) {
    const valores = { ordem: i + 1, titulo: c.titulo, escalaMin: c.escala_min, escalaMax: c.escala_max, peso: c.peso };
    if (c.id) await tx.update(chamadaCriterios).set(valores).where(and(eq(chamadaCriterios.id, c.id), eq(chamadaCriterios.chamadaId, chamadaId)));
    else await tx.insert(chamadaCriterios).values({ chamadaId, tipo, ...valores });
  }
}

export interface Contagens {
  /** Trabalhos que alguma vez foram enviados. */
  enviados: number;
  rascunhos: number;
  /** Qualquer trabalho (a chamada não pode ser excluída nem voltar a rascunho). */
  todos: number;
}

/** Contagens de trabalhos de várias chamadas numa consulta. */
export async function contagensDe(db: Db, chamadaIds: readonly number[]): Promise<Map<number, Contagens>> {
  const mapa = new Map<number, Contagens>();
  if (chamadaIds.length === 0) return mapa;
  const linhas = await db
    .select({
      chamadaId: submissoes.chamadaId,
      todos: count(),
      enviados: count(submissoes.submetidaEm),
      rascunhos: sql<number>`count(*) filter (where ${submissoes.status} = 'rascunho')`.mapWith(Number),
    })
    .from(submissoes)
    .where(inArray(submissoes.chamadaId, [...chamadaIds]))
    .groupBy(submissoes.chamadaId);
  for (const { chamadaId, ...c } of linhas) mapa.set(chamadaId, c);
  return mapa;
}

/** Os modelos de várias chamadas, com o nome de quem enviou. */
export async function modelosDe(db: Db, chamadaIds: readonly number[]): Promise<LinhaModelo[]> {
  if (chamadaIds.length === 0) return [];
  return db
    .select({ ...selecaoModelo })
    .from(chamadaModelos)
    .leftJoin(usuarios, eq(usuarios.id, chamadaModelos.enviadoPor))
    .where(inArray(chamadaModelos.chamadaId, [...chamadaIds]));
}

const selecaoModelo = {
  chamadaId: chamadaModelos.chamadaId,
  tipo: chamadaModelos.tipo,
  chave: chamadaModelos.chave,
  nomeArquivo: chamadaModelos.nomeArquivo,
  mime: chamadaModelos.mime,
  tamanho: chamadaModelos.tamanho,
  hashSha256: chamadaModelos.hashSha256,
  enviadoPor: chamadaModelos.enviadoPor,
  enviadoEm: chamadaModelos.enviadoEm,
  enviadoPorNome: usuarios.nome,
};

export async function buscarModelo(db: Db, chamadaId: number, tipo: TipoModelo): Promise<LinhaModelo | null> {
  const [m] = await db
    .select({ ...selecaoModelo })
    .from(chamadaModelos)
    .leftJoin(usuarios, eq(usuarios.id, chamadaModelos.enviadoPor))
    .where(and(eq(chamadaModelos.chamadaId, chamadaId), eq(chamadaModelos.tipo, tipo)));
  return m ?? null;
}

/** Grava o modelo (troca o anterior) e devolve a chave do anterior, para sair do `Storage`. */
export async function gravarModelo(tx: Db, m: typeof chamadaModelos.$inferInsert & { tipo: TipoModelo }): Promise<string | null> {
  const [anterior] = await tx.select({ chave: chamadaModelos.chave }).from(chamadaModelos).where(and(eq(chamadaModelos.chamadaId, m.chamadaId), eq(chamadaModelos.tipo, m.tipo))).for('update');
  const { chamadaId: _c, tipo: _t, ...resto } = m;
  await tx.insert(chamadaModelos).values(m).onConflictDoUpdate({ target: [chamadaModelos.chamadaId, chamadaModelos.tipo], set: resto });
  return anterior?.chave ?? null;
}

/** Apaga o modelo e devolve a chave dele (nula se não havia). */
export async function apagarModelo(db: Db, chamadaId: number, tipo: TipoModelo): Promise<string | null> {
  const [m] = await db.delete(chamadaModelos).where(and(eq(chamadaModelos.chamadaId, chamadaId), eq(chamadaModelos.tipo, tipo))).returning({ chave: chamadaModelos.chave });
  return m?.chave ?? null;
}

/** Há trabalho nesta chamada (qualquer situação)? */
export async function temTrabalhos(db: Db, chamadaId: number): Promise<boolean> {
  const [l] = await db.select({ id: submissoes.id }).from(submissoes).where(eq(submissoes.chamadaId, chamadaId)).limit(1);
  return Boolean(l);
}
