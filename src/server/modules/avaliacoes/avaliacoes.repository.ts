import { and, asc, eq, lt, notExists, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { avaliacoes, eventos, inscricoes, lembretesEnviados, turmas } from '../../db/schema/index.ts';

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

export interface CandidatoAoAviso {
  turma_id: number;
  usuario_id: number;
  agendados: number;
  presentes: number;
}

/**
 * Quem pode ser avisado de que a avaliação abriu: inscritos confirmados de turmas encerradas nos últimos
 * `dias` dias que ainda não avaliaram, com a contagem de encontros e de dias com presença (uma consulta;
 * a regra dos 75 % é aplicada por quem chama).
 */
export async function candidatosAoAvisoDeAvaliacao(db: Db, agora: Date, dias: number): Promise<CandidatoAoAviso[]> {
  const desde = new Date(agora.getTime() - dias * 86_400_000);
  const r = await db.execute(sql`
    select i.turma_id, i.usuario_id,
      (select count(*) from datas_turma d where d.turma_id = i.turma_id)::int as agendados,
      (select count(*) from presencas p join datas_turma d on d.turma_id = p.turma_id and d.data = p.data
        where p.turma_id = i.turma_id and p.usuario_id = i.usuario_id and p.presente)::int as presentes
    from inscricoes i join turmas t on t.id = i.turma_id
    where i.status = 'confirmada' and t.fim < ${agora.toISOString()}::timestamptz and t.fim >= ${desde.toISOString()}::timestamptz
      and not exists (select 1 from avaliacoes a where a.turma_id = i.turma_id and a.usuario_id = i.usuario_id)
    order by i.turma_id, i.usuario_id`);
  return (r as unknown as { rows: CandidatoAoAviso[] }).rows.map((l) => ({ ...l, agendados: Number(l.agendados), presentes: Number(l.presentes) }));
}

/** Nome e e-mail da pessoa, título do evento e nome da turma (o texto do aviso). */
export async function dadosDoAviso(db: Db, turmaId: number, usuarioId: number) {
  const r = await db.execute(sql`
    select u.nome, u.email, e.titulo, t.nome as turma, t.data_fim::text as data_fim from usuarios u, turmas t join eventos e on e.id = t.evento_id
    where u.id = ${usuarioId} and t.id = ${turmaId}`);
  return (r as unknown as { rows: { nome: string; email: string; titulo: string; turma: string; data_fim: string }[] }).rows[0] ?? null;
}

/** Registra o aviso de avaliação disponível no livro dos lembretes; falso se já estava lá (não avisar de novo). */
export async function registrarAvisoNoLivro(db: Db, usuarioId: number, turmaId: number, data: string, agora: Date): Promise<boolean> {
  const r = await db
    .insert(lembretesEnviados)
    .values({ usuarioId, turmaId, tipo: 'avaliacao_disponivel', data, criadoEm: agora })
    .onConflictDoNothing()
    .returning({ usuarioId: lembretesEnviados.usuarioId });
  return r.length > 0;
}
