import { asc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { datasTurma, eventos, inscricoes, turmaInstrutores, turmas, usuarios } from '../../db/schema/index.ts';

/** Turmas que uma pessoa ensina, com evento, contagens e o próximo encontro (a partir de `hoje`). */
export async function turmasQueEnsina(db: Db, usuarioId: number, hoje: string) {
  return db
    .select({
      turma: turmas,
      evento: { id: eventos.id, titulo: eventos.titulo, tipo: eventos.tipo, local: eventos.local, publicado: eventos.publicado },
      emEspera: sql<number>`(select count(*) from ${inscricoes} i where i.turma_id = ${turmas.id} and i.status = 'em_espera')::int`,
      proximo: sql<{ data: string; horario_inicio: string; horario_fim: string } | null>`(
        select json_build_object('data', d.data::text, 'horario_inicio', d.horario_inicio, 'horario_fim', d.horario_fim)
        from ${datasTurma} d where d.turma_id = ${turmas.id} and d.data >= ${hoje}::date order by d.data limit 1)`,
    })
    .from(turmaInstrutores)
    .innerJoin(turmas, eq(turmas.id, turmaInstrutores.turmaId))
    .innerJoin(eventos, eq(eventos.id, turmas.eventoId))
    .where(eq(turmaInstrutores.usuarioId, usuarioId))
    .orderBy(asc(turmas.inicio), asc(turmas.id));
}

/** Pessoas com perfil de instrutor (ou que ensinam alguma turma), com contagens por situação. */
export async function listarInstrutores(db: Db, agora: Date) {
  const t = agora.toISOString();
  return db
    .select({
      id: usuarios.id,
      nome: usuarios.nome,
      email: usuarios.email,
      ativo: usuarios.ativo,
      turmasQtd: sql<number>`count(${turmas.id})::int`,
      andamento: sql<number>`count(${turmas.id}) filter (where ${turmas.inicio} <= ${t}::timestamptz and ${turmas.fim} >= ${t}::timestamptz)::int`,
      programadas: sql<number>`count(${turmas.id}) filter (where ${turmas.inicio} > ${t}::timestamptz)::int`,
    })
    .from(usuarios)
    .leftJoin(turmaInstrutores, eq(turmaInstrutores.usuarioId, usuarios.id))
    .leftJoin(turmas, eq(turmas.id, turmaInstrutores.turmaId))
    .where(sql`'instrutor' = any(${usuarios.perfis}) or ${turmaInstrutores.turmaId} is not null`)
    .groupBy(usuarios.id)
    .orderBy(asc(usuarios.nome));
}

export async function existePessoa(db: Db, id: number): Promise<boolean> {
  const [l] = await db.select({ id: usuarios.id }).from(usuarios).where(inArray(usuarios.id, [id]));
  return Boolean(l);
}
