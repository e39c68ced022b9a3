/** Consultas dos certificados da chamada de trabalhos. */
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { certificados } from '../../db/schema/index.ts';
import type { LinhaCertificado, NovoCertificado } from './certificados.repository.ts';

const linhas = <T>(r: unknown) => (r as { rows: T[] }).rows;

/**
 * Os certificados de uma chamada de trabalhos, só onde a pessoa ainda não tem nenhum do tipo (nem
 * cancelado): apresentação, por trabalho e e-mail; avaliador, por chamada e conta. Os índices únicos
 * parciais seguram duas emissões simultâneas.
 */
export async function inserirDaChamadaSeNuncaEmitido(db: Db, novos: NovoCertificado[]): Promise<LinhaCertificado[]> {
  const ids: number[] = [];
  for (let i = 0; i < novos.length; i += 500) {
    const linhasSql = novos.slice(i, i + 500).map(
      (n) => sql`(${n.codigo}, ${n.tipo}, ${n.usuarioId ?? null}::int, ${n.chamadaId ?? null}::int, ${n.submissaoId ?? null}::int, ${n.email ?? null}, ${n.nome},
        ${n.cpfMascarado ?? null}, ${n.curso}, ${n.turmaNome ?? null}, ${JSON.stringify(n.assinantes ?? [])}::jsonb, ${(n.emitidoEm as Date).toISOString()}::timestamptz, ${n.emitidoPor ?? null}::int)`,
    );
    const r = await db.execute(sql`
      insert into certificados (codigo, origem, tipo, usuario_id, chamada_id, submissao_id, email, nome, cpf_mascarado, curso, turma_nome, assinantes, emitido_em, emitido_por)
      select v.codigo, 'chamada', v.tipo, v.usuario_id, v.chamada_id, v.submissao_id, v.email, v.nome, v.cpf, v.curso, v.trabalho, v.assinantes, v.emitido_em, v.emitido_por
      from (values ${sql.join(linhasSql, sql`, `)}) as v(codigo, tipo, usuario_id, chamada_id, submissao_id, email, nome, cpf, curso, trabalho, assinantes, emitido_em, emitido_por)
      where not exists (
        select 1 from certificados c where c.origem = 'chamada' and c.tipo = v.tipo
          and ((v.tipo = 'apresentacao_trabalho' and c.submissao_id = v.submissao_id and c.email = v.email)
            or (v.tipo = 'avaliador' and c.chamada_id = v.chamada_id and c.usuario_id = v.usuario_id)))
      on conflict do nothing
      returning id`);
    ids.push(...linhas<{ id: number }>(r).map((l) => Number(l.id)));
  }
  if (ids.length === 0) return [];
  return db.select().from(certificados).where(inArray(certificados.id, ids)).orderBy(certificados.id);
}

/** Certificados válidos de uma chamada, por tipo. */
export async function contagemDaChamada(db: Db, chamadaId: number): Promise<{ apresentacao_trabalho: number; avaliador: number }> {
  const r = await db
    .select({ tipo: certificados.tipo, n: sql<number>`count(*)`.mapWith(Number) })
    .from(certificados)
    .where(and(eq(certificados.chamadaId, chamadaId), eq(certificados.status, 'emitido'), eq(certificados.origem, 'chamada')))
    .groupBy(certificados.tipo);
  const de = (t: string) => r.find((x) => x.tipo === t)?.n ?? 0;
  return { apresentacao_trabalho: de('apresentacao_trabalho'), avaliador: de('avaliador') };
}
