import { and, asc, eq, lt, notExists, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { avaliacoes, eventos, inscricoes, turmas } from '../../db/schema/index.ts';

const colunasTurma = {
  turmaId: turmas.id,
  nome: turmas.nome,
  dataInicio: turmas.dataInicio,
  dataFim: turmas.dataFim,
  fim: turmas.fim,
  eventoId: eventos.id,
  titulo: eventos.titulo,
  tipo: eventos.tipo,
};

/** A turma, o evento, a inscrição ativa da pessoa e se ela já avaliou (uma consulta). */
export async function turmaParaAvaliar(db: Db, turmaId: number, usuarioId: number) {
  const [l] = await db
    .select({
      ...colunasTurma,
      inscricaoId: inscricoes.id,
      inscricaoStatus: inscricoes.status,
      jaAvaliou: sql<boolean>`exists (select 1 from ${avaliacoes} a where a.turma_id = ${turmas.id} and a.usuario_id = ${usuarioId})`,
    })
    .from(turmas)
    .innerJoin(eventos, eq(eventos.id, turmas.eventoId))
    .leftJoin(inscricoes, and(eq(inscricoes.turmaId, turmas.id), eq(inscricoes.usuarioId, usuarioId), sql`${inscricoes.status} <> 'cancelada'`))
    .where(eq(turmas.id, turmaId));
  return l ?? null;
}
export type LinhaTurmaParaAvaliar = NonNullable<Awaited<ReturnType<typeof turmaParaAvaliar>>>;

/** Turmas encerradas em que a pessoa está inscrita (confirmada) e que ela ainda não avaliou. */
export async function encerradasSemAvaliacao(db: Db, usuarioId: number, agora: Date) {
  return db
    .select(colunasTurma)
    .from(inscricoes)
    .innerJoin(turmas, eq(turmas.id, inscricoes.turmaId))
    .innerJoin(eventos, eq(eventos.id, inscricoes.eventoId))
    .where(
      and(
        eq(inscricoes.usuarioId, usuarioId),
        eq(inscricoes.status, 'confirmada'),
        lt(turmas.fim, agora),
        notExists(db.select({ um: sql`1` }).from(avaliacoes).where(and(eq(avaliacoes.turmaId, turmas.id), eq(avaliacoes.usuarioId, usuarioId)))),
      ),
    )
    .orderBy(sql`${turmas.fim} desc`, asc(turmas.id));
}

export type NovaAvaliacao = typeof avaliacoes.$inferInsert;

export async function inserirAvaliacao(db: Db, valores: NovaAvaliacao): Promise<void> {
  await db.insert(avaliacoes).values(valores);
}
