import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { certificados, historicosFormacao, historicoValidacoes, usuarios, type ItemDoHistoricoGravado } from '../../db/schema/index.ts';

export type LinhaHistorico = typeof historicosFormacao.$inferSelect;

/** Os certificados de participante válidos (de turma) da pessoa, do curso mais antigo ao mais recente. */
export async function certificadosConcluidos(db: Db, usuarioId: number) {
  return db
    .select({
      id: certificados.id, numero: certificados.numero, emitidoEm: certificados.emitidoEm, origem: certificados.origem, curso: certificados.curso,
      turma: certificados.turmaNome, dataInicio: certificados.dataInicio, dataFim: certificados.dataFim, cargaHoraria: certificados.cargaHoraria,
    })
    .from(certificados)
    .where(and(eq(certificados.usuarioId, usuarioId), eq(certificados.origem, 'evento'), eq(certificados.tipo, 'participante'), eq(certificados.status, 'emitido')))
    .orderBy(asc(certificados.dataFim), asc(certificados.dataInicio), asc(certificados.id));
}

export async function historicoPorConteudo(db: Db, usuarioId: number, hashItens: string): Promise<LinhaHistorico | null> {
  const [h] = await db.select().from(historicosFormacao).where(and(eq(historicosFormacao.usuarioId, usuarioId), eq(historicosFormacao.hashItens, hashItens)));
  return h ?? null;
}

/** Insere o histórico; se outro pedido simultâneo gravou o mesmo conteúdo, nada (quem chama relê). */
export async function inserirHistorico(db: Db, novo: typeof historicosFormacao.$inferInsert): Promise<LinhaHistorico | null> {
  const [h] = await db.insert(historicosFormacao).values(novo).onConflictDoNothing().returning();
  return h ?? null;
}

/** Grava o PDF e o hash se ainda não havia (o primeiro gerador fica). */
export async function gravarDocumento(db: Db, id: number, arquivo: string, hash: string): Promise<boolean> {
  const r = await db
    .update(historicosFormacao)
    .set({ arquivo, hashSha256: hash })
    .where(and(eq(historicosFormacao.id, id), isNull(historicosFormacao.arquivo)))
    .returning({ id: historicosFormacao.id });
  return r.length > 0;
}

export async function trocarDocumento(db: Db, id: number, arquivo: string, hash: string): Promise<void> {
  await db.update(historicosFormacao).set({ arquivo, hashSha256: hash }).where(eq(historicosFormacao.id, id));
}

export async function historicoPorId(db: Db, id: number): Promise<LinhaHistorico | null> {
  const [h] = await db.select().from(historicosFormacao).where(eq(historicosFormacao.id, id));
  return h ?? null;
}

export async function historicoPorCodigo(db: Db, codigo: string): Promise<LinhaHistorico | null> {
  const [h] = await db.select().from(historicosFormacao).where(eq(historicosFormacao.codigo, codigo));
  return h ?? null;
}

/** Os certificados listados que continuam válidos hoje (uma consulta para todos). */
export async function certificadosAindaValidos(db: Db, itens: readonly ItemDoHistoricoGravado[]): Promise<Set<number>> {
  if (itens.length === 0) return new Set();
  const r = await db
    .select({ id: certificados.id })
    .from(certificados)
    .where(and(inArray(certificados.id, itens.map((i) => i.certificado_id)), sql`${certificados.status} = 'emitido'`));
  return new Set(r.map((l) => l.id));
}

export async function registrarValidacao(db: Db, v: typeof historicoValidacoes.$inferInsert): Promise<void> {
  await db.insert(historicoValidacoes).values(v);
}

/** O nome de hoje da pessoa (o que o histórico imprime), ou nulo se a conta não existe. */
export async function nomeDoUsuario(db: Db, id: number): Promise<string | null> {
  const [u] = await db.select({ nome: usuarios.nome }).from(usuarios).where(eq(usuarios.id, id));
  return u?.nome ?? null;
}
