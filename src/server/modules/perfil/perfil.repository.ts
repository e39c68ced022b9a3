import { and, desc, eq, isNull, ne } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { auditoria, sessoes, usuarios } from '../../db/schema/index.ts';

export type LinhaUsuario = typeof usuarios.$inferSelect;
export type ValoresUsuario = Partial<Omit<typeof usuarios.$inferInsert, 'id' | 'cpf' | 'criadoEm'>>;


export async function buscarUsuario(db: Db, id: number): Promise<LinhaUsuario | null> {
  const [linha] = await db.select().from(usuarios).where(eq(usuarios.id, id)).limit(1);
  return linha ?? null;
}

/** Outra pessoa já usa este e-mail (já em minúsculas)? */
export async function emailEmUsoPorOutro(db: Db, email: string, usuarioId: number): Promise<boolean> {
  const [linha] = await db
    .select({ id: usuarios.id })
    .from(usuarios)
    .where(and(eq(usuarios.email, email), ne(usuarios.id, usuarioId)))
    .limit(1);
  return linha !== undefined;
}


export async function atualizarUsuario(db: Db, id: number, valores: ValoresUsuario): Promise<void> {
  await db.update(usuarios).set(valores).where(eq(usuarios.id, id));
}

/** Revoga as sessões ativas da pessoa, menos a atual (troca de senha). */
export async function revogarOutrasSessoes(db: Db, usuarioId: number, sessaoAtual: string, agora: Date): Promise<number> {
  const r = await db
    .update(sessoes)
    .set({ revogadaEm: agora })
    .where(and(eq(sessoes.usuarioId, usuarioId), isNull(sessoes.revogadaEm), ne(sessoes.id, sessaoAtual)))
    .returning({ id: sessoes.id });
  return r.length;
}


/** Tudo o que a plataforma guarda ligado à pessoa, para a exportação da LGPD (três consultas). */
export async function dadosDaPessoa(db: Db, usuarioId: number) {
  const [sessoesDaPessoa, alteracoes] = await Promise.all([
    db
      .select({ criadaEm: sessoes.criadaEm, expiraEm: sessoes.expiraEm, renovadaEm: sessoes.renovadaEm, revogadaEm: sessoes.revogadaEm })
      .from(sessoes)
      .where(eq(sessoes.usuarioId, usuarioId))
      .orderBy(desc(sessoes.criadaEm)),
    db
      .select({ acao: auditoria.acao, criadoEm: auditoria.criadoEm, detalhes: auditoria.detalhes })
      .from(auditoria)
      .where(and(eq(auditoria.alvoTipo, 'usuario'), eq(auditoria.alvoId, String(usuarioId))))
      .orderBy(desc(auditoria.criadoEm)),
  ]);
  return { sessoesDaPessoa, alteracoes };
}
