/**
 * Os ajustes guardados em `configuracoes` (os assinantes padrão dos certificados) e as pessoas que podem
 * assinar um certificado, com a função e se têm a imagem da assinatura.
 */
import { eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { assinaturas, configuracoes, usuarios } from '../../db/schema/index.ts';

export const CHAVE_ASSINANTES_PADRAO = 'certificados.assinantes_padrao';

export async function lerConfiguracao<T>(db: Db, chave: string): Promise<T | null> {
  const [l] = await db.select({ valor: configuracoes.valor }).from(configuracoes).where(eq(configuracoes.chave, chave));
  return (l?.valor as T | undefined) ?? null;
}

export async function gravarConfiguracao(db: Db, chave: string, valor: unknown, usuarioId: number, agora: Date): Promise<void> {
  await db
    .insert(configuracoes)
    .values({ chave, valor, atualizadaPor: usuarioId, atualizadaEm: agora })
    .onConflictDoUpdate({ target: configuracoes.chave, set: { valor, atualizadaPor: usuarioId, atualizadaEm: agora } });
}

/** Pessoas por id, com a função da assinatura e se têm a imagem (na ordem dada; ids inexistentes ficam de fora). */
export async function pessoasAssinantes(db: Db, ids: readonly number[]) {
  if (ids.length === 0) return [];
  const r = await db
    .select({ id: usuarios.id, nome: usuarios.nome, funcao: assinaturas.funcao, arquivo: assinaturas.arquivo })
    .from(usuarios)
    .leftJoin(assinaturas, eq(assinaturas.usuarioId, usuarios.id))
    .where(inArray(usuarios.id, [...ids]));
  const porId = new Map(r.map((l) => [l.id, l]));
  return ids.flatMap((id) => {
    const l = porId.get(id);
    return l ? [{ id: l.id, nome: l.nome, funcao: l.funcao ?? null, temAssinatura: l.arquivo !== null }] : [];
  });
}
