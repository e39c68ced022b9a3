import { and, asc, eq, isNotNull, isNull, ne, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { relatoriosSalvos, usuarios } from '../../db/schema/index.ts';

export type LinhaRelatorio = typeof relatoriosSalvos.$inferSelect & { donoNome: string | null };

const comDono = {
  id: relatoriosSalvos.id, nome: relatoriosSalvos.nome, assunto: relatoriosSalvos.assunto, definicao: relatoriosSalvos.definicao,
  criadoPor: relatoriosSalvos.criadoPor, criadoEm: relatoriosSalvos.criadoEm, atualizadoEm: relatoriosSalvos.atualizadoEm,
  agendaFrequencia: relatoriosSalvos.agendaFrequencia, agendaEmails: relatoriosSalvos.agendaEmails, agendaFormato: relatoriosSalvos.agendaFormato,
  ultimoPeriodo: relatoriosSalvos.ultimoPeriodo, ultimoEnvioEm: relatoriosSalvos.ultimoEnvioEm, donoNome: usuarios.nome,
};

export async function listarRelatorios(db: Db): Promise<LinhaRelatorio[]> {
  return db.select(comDono).from(relatoriosSalvos).leftJoin(usuarios, eq(usuarios.id, relatoriosSalvos.criadoPor)).orderBy(asc(relatoriosSalvos.nome), asc(relatoriosSalvos.id));
}

export async function relatorioPorId(db: Db, id: number): Promise<LinhaRelatorio | undefined> {
  const [l] = await db.select(comDono).from(relatoriosSalvos).leftJoin(usuarios, eq(usuarios.id, relatoriosSalvos.criadoPor)).where(eq(relatoriosSalvos.id, id));
  return l;
}

export async function inserirRelatorio(db: Db, v: { nome: string; assunto: string; definicao: unknown; criadoPor: number }, agora: Date): Promise<number> {
  const [l] = await db.insert(relatoriosSalvos).values({ ...v, criadoEm: agora, atualizadoEm: agora }).returning({ id: relatoriosSalvos.id });
  return l!.id;
}

export async function atualizarRelatorio(db: Db, id: number, v: { nome: string; assunto: string; definicao: unknown }, agora: Date): Promise<boolean> {
  const r = await db.update(relatoriosSalvos).set({ ...v, atualizadoEm: agora }).where(eq(relatoriosSalvos.id, id)).returning({ id: relatoriosSalvos.id });
  return r.length > 0;
}

export async function gravarAgenda(db: Db, id: number, a: { frequencia: string | null; emails: string[]; formato: string }, agora: Date): Promise<boolean> {
  const r = await db
    .update(relatoriosSalvos)
    .set({ agendaFrequencia: a.frequencia, agendaEmails: a.emails, agendaFormato: a.formato, atualizadoEm: agora })
    .where(eq(relatoriosSalvos.id, id))
    .returning({ id: relatoriosSalvos.id });
  return r.length > 0;
}

export async function excluirRelatorio(db: Db, id: number): Promise<boolean> {
  const r = await db.delete(relatoriosSalvos).where(eq(relatoriosSalvos.id, id)).returning({ id: relatoriosSalvos.id });
  return r.length > 0;
}

/** Os relatórios agendados com a frequência dada que ainda não saíram no período. */
export async function agendadosPendentes(db: Db, frequencia: 'semanal' | 'mensal', periodo: string): Promise<{ id: number }[]> {
  return db
    .select({ id: relatoriosSalvos.id })
    .from(relatoriosSalvos)
    .where(and(eq(relatoriosSalvos.agendaFrequencia, frequencia), or(isNull(relatoriosSalvos.ultimoPeriodo), ne(relatoriosSalvos.ultimoPeriodo, periodo))))
    .orderBy(asc(relatoriosSalvos.id));
}

/** Marca o período como enviado; falso se outra rodada já o marcou (só uma envia). */
export async function marcarEnviado(db: Db, id: number, periodo: string, agora: Date): Promise<boolean> {
  const r = await db
    .update(relatoriosSalvos)
    .set({ ultimoPeriodo: periodo, ultimoEnvioEm: agora })
    .where(and(eq(relatoriosSalvos.id, id), isNotNull(relatoriosSalvos.agendaFrequencia), sql`${relatoriosSalvos.ultimoPeriodo} is distinct from ${periodo}`))
    .returning({ id: relatoriosSalvos.id });
  return r.length > 0;
}
