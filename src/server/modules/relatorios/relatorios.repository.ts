import { and, asc, desc, eq, inArray, isNotNull, isNull, ne, or, sql } from 'drizzle-orm';
import { padraoContem, semAcento } from '../../db/busca.ts';
import type { Db } from '../../db/client.ts';
import { eventos, relatoriosSalvos, turmas, usuarios } from '../../db/schema/index.ts';

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

/**
 * Eventos ou turmas para os filtros do construtor, com rótulo legível (turma: "Evento — Turma (data)").
 * Com `ids`, só esses (para rever um relatório salvo); senão os mais recentes que casam com a busca.
 */
export async function opcoesDeReferencia(
  db: Db,
  referencia: 'evento' | 'turma',
  q: { busca?: string; ids?: number[] },
  limite: number,
): Promise<{ valor: number; rotulo: string }[]> {
  const padrao = q.busca ? padraoContem(q.busca) : null;
  if (referencia === 'evento') {
    const onde = q.ids ? inArray(eventos.id, q.ids) : padrao ? sql`${semAcento(eventos.titulo)} like ${padrao}` : undefined;
    const linhas = await db
      .select({ valor: eventos.id, titulo: eventos.titulo, dataInicio: eventos.dataInicio })
      .from(eventos)
      .where(onde)
      .orderBy(sql`${eventos.dataInicio} desc nulls last`, desc(eventos.id))
      .limit(limite);
    return linhas.map((l) => ({ valor: l.valor, rotulo: l.dataInicio ? `${l.titulo} (${dataBr(l.dataInicio)})` : l.titulo }));
  }
  const onde = q.ids
    ? inArray(turmas.id, q.ids)
    : padrao
      ? sql`(${semAcento(eventos.titulo)} like ${padrao} or ${semAcento(turmas.nome)} like ${padrao})`
      : undefined;
  const linhas = await db
    .select({ valor: turmas.id, nome: turmas.nome, titulo: eventos.titulo, dataInicio: turmas.dataInicio })
    .from(turmas)
    .innerJoin(eventos, eq(eventos.id, turmas.eventoId))
    .where(onde)
    .orderBy(desc(turmas.dataInicio), desc(turmas.id))
    .limit(limite);
  return linhas.map((l) => ({ valor: l.valor, rotulo: `${l.titulo} — ${l.nome} (${dataBr(l.dataInicio)})` }));
}

const dataBr = (iso: string) => iso.split('-').reverse().join('/');
