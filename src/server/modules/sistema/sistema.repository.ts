import { count, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { auditoria, emails, metricas } from '../../db/schema/index.ts';

export async function pingBanco(db: Db): Promise<void> {
  await db.execute(sql`select 1`);
}

/** Soma 1 ao contador num comando só (upsert atômico: visitas simultâneas não se perdem). */
export async function incrementarMetrica(db: Db, chave: string, agora: Date): Promise<void> {
  await db
    .insert(metricas)
    .values({ chave, valor: 1, atualizadoEm: agora })
    .onConflictDoUpdate({ target: metricas.chave, set: { valor: sql`${metricas.valor} + 1`, atualizadoEm: agora } });
}

export async function lerMetrica(db: Db, chave: string): Promise<{ valor: number; atualizadoEm: Date } | null> {
  const [linha] = await db
    .select({ valor: metricas.valor, atualizadoEm: metricas.atualizadoEm })
    .from(metricas)
    .where(eq(metricas.chave, chave))
    .limit(1);
  return linha ?? null;
}

/** Uma página da caixa de saída, mais novos primeiro (sem o HTML, que a tela não mostra). */
export function listarEmails(db: Db, p: { limite: number; deslocamento: number }) {
  return db
    .select({ id: emails.id, para: emails.para, assunto: emails.assunto, texto: emails.texto, segredos: emails.segredos, anexos: emails.anexos, criadoEm: emails.criadoEm })
    .from(emails)
    .orderBy(desc(emails.criadoEm), desc(emails.id))
    .limit(p.limite)
    .offset(p.deslocamento);
}

export async function contarEmails(db: Db): Promise<number> {
  const [linha] = await db.select({ n: count() }).from(emails);
  return linha?.n ?? 0;
}

/** Linha de auditoria de uma leitura da caixa de saída (quem leu, quais e-mails, com ou sem segredos). */
export async function registrarLeituraDaCaixa(db: Db, a: { atorId: number; detalhes: Record<string, unknown>; agora: Date }): Promise<void> {
  await db
    .insert(auditoria)
    .values({ atorId: a.atorId, acao: 'ler_caixa_de_saida', alvoTipo: 'caixa_de_saida', alvoId: 'emails', detalhes: a.detalhes, criadoEm: a.agora });
}
