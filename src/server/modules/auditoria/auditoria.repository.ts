import { and, count, desc, eq, gte, ilike, lt, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { auditoria, usuarios } from '../../db/schema/index.ts';

export interface NovaAuditoria {
  atorId: number;
  acao: string;
  alvoTipo: string;
  alvoId: string | number;
  detalhes?: unknown;
  antes?: unknown;
  depois?: unknown;
}

/** Grava as linhas num comando só; o nome de quem agiu vem do cadastro, no mesmo comando. */
export async function inserirAuditoria(tx: Db, lista: readonly NovaAuditoria[]): Promise<void> {
  if (lista.length === 0) return;
  await tx.insert(auditoria).values(
    lista.map((a) => ({
      atorId: a.atorId,
      atorNome: sql`(select ${usuarios.nome} from ${usuarios} where ${usuarios.id} = ${a.atorId})`,
      acao: a.acao,
      alvoTipo: a.alvoTipo,
      alvoId: String(a.alvoId),
      detalhes: a.detalhes ?? null,
      antes: a.antes ?? null,
      depois: a.depois ?? null,
    })),
  );
}

export interface FiltrosAuditoria {
  /** Trecho da ação, do tipo ou id do alvo, ou do nome de quem agiu (sem caixa). */
  busca?: string;
  /** Ações que começam por este prefixo ("evento." pega todas as de eventos). */
  acao?: string;
  atorId?: number;
  alvoTipo?: string;
  alvoId?: string;
  /** Instantes (inclusive / exclusive). */
  desde?: Date;
  ate?: Date;
}

const semCuringas = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

function onde(f: FiltrosAuditoria): SQL | undefined {
  const termo = f.busca ? `%${semCuringas(f.busca)}%` : null;
  return and(
    termo ? or(ilike(auditoria.acao, termo), ilike(auditoria.atorNome, termo), ilike(auditoria.alvoTipo, termo), ilike(auditoria.alvoId, termo)) : undefined,
    f.acao ? ilike(auditoria.acao, `${semCuringas(f.acao)}%`) : undefined,
    f.atorId !== undefined ? eq(auditoria.atorId, f.atorId) : undefined,
    f.alvoTipo ? eq(auditoria.alvoTipo, f.alvoTipo) : undefined,
    f.alvoId ? eq(auditoria.alvoId, f.alvoId) : undefined,
    f.desde ? gte(auditoria.criadoEm, f.desde) : undefined,
    f.ate ? lt(auditoria.criadoEm, f.ate) : undefined,
  );
}

export type LinhaAuditoria = typeof auditoria.$inferSelect;

/** As linhas mais novas primeiro (empate: a maior id), paginadas. */
export function listarAuditoria(db: Db, f: FiltrosAuditoria, p: { limite: number; deslocamento: number }): Promise<LinhaAuditoria[]> {
  return db.select().from(auditoria).where(onde(f)).orderBy(desc(auditoria.criadoEm), desc(auditoria.id)).limit(p.limite).offset(p.deslocamento);
}

export async function contarAuditoria(db: Db, f: FiltrosAuditoria): Promise<number> {
  const [r] = await db.select({ n: count() }).from(auditoria).where(onde(f));
  return r?.n ?? 0;
}

/** As ações distintas gravadas (para o filtro da tela). */
export async function acoesDaAuditoria(db: Db): Promise<string[]> {
  const linhas = await db.selectDistinct({ acao: auditoria.acao }).from(auditoria).orderBy(auditoria.acao);
  return linhas.map((l) => l.acao);
}
