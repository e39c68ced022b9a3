import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';

const linhas = <T>(r: unknown) => (r as { rows: T[] }).rows;
const instante = (d: Date) => sql`${d.toISOString()}::timestamptz`;
/** O começo de um encontro, em São Paulo. */
const COMECO = sql.raw(`((d.data + d.horario_inicio::time) at time zone 'America/Sao_Paulo')`);
const TERMINO = sql.raw(`((d.data + d.horario_fim::time) at time zone 'America/Sao_Paulo')`);

/** Os próximos encontros (ainda não terminados) das inscrições confirmadas da pessoa. */
export async function proximosEncontros(db: Db, usuarioId: number, agora: Date, limite: number) {
  const r = await db.execute(sql`
    select d.data::text as data, d.horario_inicio, d.horario_fim, e.local, t.id as turma_id, t.nome as turma_nome, e.id as evento_id, e.titulo
    from inscricoes i
    join turmas t on t.id = i.turma_id
    join eventos e on e.id = t.evento_id
    join datas_turma d on d.turma_id = t.id
    where i.usuario_id = ${usuarioId} and i.status = 'confirmada' and ${TERMINO} > ${instante(agora)}
    order by d.data, d.horario_inicio, t.id
    limit ${limite}`);
  return linhas<{ data: string; horario_inicio: string; horario_fim: string; local: string; turma_id: number; turma_nome: string; evento_id: number; titulo: string }>(r);
}

/** Encontros já começados de cada turma (uma consulta para todas). */
export async function encontrosRealizados(db: Db, turmaIds: readonly number[], agora: Date): Promise<Map<number, number>> {
  if (turmaIds.length === 0) return new Map();
  const r = await db.execute(sql`
    select d.turma_id, count(*)::int as n from datas_turma d
    where d.turma_id = any(${sql.param([...new Set(turmaIds)])}::int[]) and ${COMECO} <= ${instante(agora)}
    group by d.turma_id`);
  return new Map(linhas<{ turma_id: number; n: number }>(r).map((l) => [Number(l.turma_id), Number(l.n)]));
}

/**
 * As turmas do instrutor com as contagens de presença: inscritos confirmados, encontros (todos e os já
 * começados), pessoas-dia presentes (de inscritos confirmados, em encontros já começados) e o próximo
 * encontro ainda não terminado.
 */
export async function turmasDoInstrutor(db: Db, instrutorId: number, agora: Date) {
  const r = await db.execute(sql`
    select t.id, t.nome, t.data_inicio::text, t.data_fim::text, t.inicio, t.fim, e.id as evento_id, e.titulo,
      (select count(*) from inscricoes i where i.turma_id = t.id and i.status = 'confirmada')::int as inscritos,
      (select count(*) from datas_turma d where d.turma_id = t.id)::int as agendados,
      (select count(*) from datas_turma d where d.turma_id = t.id and ${COMECO} <= ${instante(agora)})::int as realizados,
      (select count(*) from (
        select distinct p.usuario_id, p.data from presencas p
        join datas_turma d on d.turma_id = p.turma_id and d.data = p.data
        join inscricoes i on i.turma_id = p.turma_id and i.usuario_id = p.usuario_id and i.status = 'confirmada'
        where p.turma_id = t.id and p.presente and ${COMECO} <= ${instante(agora)}) x)::int as presencas,
      (select json_build_object('data', d.data::text, 'horario_inicio', d.horario_inicio, 'horario_fim', d.horario_fim) from datas_turma d
        where d.turma_id = t.id and ${TERMINO} > ${instante(agora)} order by d.data, d.horario_inicio limit 1) as proximo
    from turmas t join eventos e on e.id = t.evento_id
    where t.id in (select turma_id from turma_instrutores where usuario_id = ${instrutorId})
    order by t.inicio, t.id
    limit 300`);
  return linhas<{
    id: number; nome: string; data_inicio: string; data_fim: string; inicio: string | Date; fim: string | Date; evento_id: number; titulo: string;
    inscritos: number; agendados: number; realizados: number; presencas: number; proximo: { data: string; horario_inicio: string; horario_fim: string } | string | null;
  }>(r);
}
