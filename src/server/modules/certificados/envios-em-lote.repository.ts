import { and, desc, eq, gte, inArray, sql } from 'drizzle-orm';
import type { OrigemCertificado } from '#shared/rules/certificado.ts';
import type { Db } from '../../db/client.ts';
import { certificadoLoteItens, certificadoLotes, certificados } from '../../db/schema/index.ts';

const linhas = <T>(r: unknown) => (r as { rows: T[] }).rows;

/** Certificados válidos de uma turma (para enviar todos). */
export async function validosDaTurma(db: Db, turmaId: number): Promise<number[]> {
  const r = await db
    .select({ id: certificados.id })
    .from(certificados)
    .where(and(eq(certificados.turmaId, turmaId), eq(certificados.status, 'emitido'), eq(certificados.origem, 'evento')))
    .orderBy(certificados.id);
  return r.map((l) => l.id);
}

/** Dos ids dados, os que existem e são válidos. */
export async function validosEntre(db: Db, ids: readonly number[]): Promise<number[]> {
  if (ids.length === 0) return [];
  const r = await db
    .select({ id: certificados.id })
    .from(certificados)
    // avulsos têm a sua tela (e a trava do documento): o lote é dos certificados de evento
    .where(and(inArray(certificados.id, [...new Set(ids)]), eq(certificados.status, 'emitido'), eq(certificados.origem, 'evento')))
    .orderBy(certificados.id);
  return r.map((l) => l.id);
}

/** Trava (da transação) dos lotes de uma pessoa: dois pedidos iguais simultâneos, em qualquer processo, passam um de cada vez. */
const TRAVA_DOS_LOTES = 7304;
export async function travarLotesDe(db: Db, criadoPor: number): Promise<void> {
  await db.execute(sql`select pg_advisory_xact_lock(${sql.raw(String(TRAVA_DOS_LOTES))}, ${criadoPor}::int)`);
}

/**
 * O lote mais recente da pessoa, criado a partir de `desde`, com exatamente estes certificados (os itens
 * são únicos por lote: mesmo total e nenhum item fora da lista é o mesmo conjunto). Nulo se não há.
 */
export async function loteIgualDesde(db: Db, criadoPor: number, ids: readonly number[], desde: Date): Promise<number | null> {
  const [l] = await db
    .select({ id: certificadoLotes.id })
    .from(certificadoLotes)
    .where(
      and(
        eq(certificadoLotes.criadoPor, criadoPor),
        gte(certificadoLotes.criadoEm, desde),
        eq(certificadoLotes.total, ids.length),
        sql`not exists (select 1 from ${certificadoLoteItens} i where i.lote_id = ${certificadoLotes.id} and i.certificado_id <> all(${sql.param([...ids])}::int[]))`,
      ),
    )
    .orderBy(desc(certificadoLotes.id))
    .limit(1);
  return l?.id ?? null;
}

export async function criarLote(db: Db, criadoPor: number, ids: readonly number[], agora: Date): Promise<number> {
  const [lote] = await db.insert(certificadoLotes).values({ criadoPor, total: ids.length, criadoEm: agora }).returning({ id: certificadoLotes.id });
  for (let i = 0; i < ids.length; i += 1000) {
    await db.insert(certificadoLoteItens).values(ids.slice(i, i + 1000).map((certificadoId) => ({ loteId: lote!.id, certificadoId, atualizadoEm: agora })));
  }
  return lote!.id;
}

export async function loteComItens(db: Db, loteId: number) {
  const [lote] = await db.select().from(certificadoLotes).where(eq(certificadoLotes.id, loteId));
  if (!lote) return null;
  const r = await db.execute(sql`
    select i.certificado_id, i.situacao, i.mensagem, c.numero, c.emitido_em, c.origem, c.nome,
      coalesce(u.email, a.email) as email
    from certificado_lote_itens i
    join certificados c on c.id = i.certificado_id
    left join usuarios u on u.id = c.usuario_id
    left join certificados_avulsos a on a.id = c.avulso_id
    where i.lote_id = ${loteId}
    order by i.certificado_id`);
  return { lote, itens: linhas<{ certificado_id: number; situacao: 'pendente' | 'enviado' | 'falhou'; mensagem: string | null; numero: number | string; emitido_em: string | Date; origem: OrigemCertificado; nome: string; email: string | null }>(r) };
}

export async function itemDoLote(db: Db, loteId: number, certificadoId: number) {
  const [i] = await db
    .select()
    .from(certificadoLoteItens)
    .where(and(eq(certificadoLoteItens.loteId, loteId), eq(certificadoLoteItens.certificadoId, certificadoId)));
  return i ?? null;
}

export async function marcarItem(db: Db, loteId: number, certificadoId: number, situacao: 'enviado' | 'falhou', mensagem: string | null, agora: Date) {
  await db
    .update(certificadoLoteItens)
    .set({ situacao, mensagem, atualizadoEm: agora })
    .where(and(eq(certificadoLoteItens.loteId, loteId), eq(certificadoLoteItens.certificadoId, certificadoId)));
}
