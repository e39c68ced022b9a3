/**
 * As turmas que a equipe acompanha, para as telas de QR e presença (o gerador de QR, a presença do
 * instrutor e a gestão de presença), com os instrutores da turma e os do evento inteiro.
 */
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';

export interface LinhaTurmaDaEquipe {
  evento_id: number;
  titulo: string;
  turma_id: number;
  nome: string;
  data_inicio: string;
  data_fim: string;
  inicio: string;
  fim: string;
  exige_qr_ao_vivo: boolean;
  inscritos: number;
  instrutores: { id: number; nome: string }[];
  /** Os instrutores de todas as turmas do evento (também das que o filtro deixou de fora), por nome. */
  evento_instrutores: LinhaTurmaDaEquipe['instrutores'];
}

/**
 * Turmas para as telas de QR e presença, numa consulta: todas (administração) ou as do instrutor;
 * `desde` limita às que acabam depois dele (as recentes).
 */
export async function turmasDaEquipe(db: Db, f: { instrutorId: number | null; desde: Date | null }): Promise<LinhaTurmaDaEquipe[]> {
  const conds = [sql`true`];
  if (f.instrutorId !== null) conds.push(sql`t.id in (select turma_id from turma_instrutores where usuario_id = ${f.instrutorId})`);
  if (f.desde) conds.push(sql`t.fim >= ${f.desde.toISOString()}::timestamptz`);
  const r = await db.execute(sql`
    select e.id as evento_id, e.titulo, t.id as turma_id, t.nome, t.data_inicio::text as data_inicio, t.data_fim::text as data_fim,
      t.inicio, t.fim, t.exige_qr_ao_vivo, t.confirmadas::int as inscritos,
      coalesce((select json_agg(json_build_object('id', u.id, 'nome', u.nome) order by ti.ordem, u.nome)
        from turma_instrutores ti join usuarios u on u.id = ti.usuario_id where ti.turma_id = t.id), '[]'::json) as instrutores,
      ei.lista as evento_instrutores
    from turmas t join eventos e on e.id = t.evento_id
    cross join lateral (select coalesce(json_agg(json_build_object('id', u.id, 'nome', u.nome) order by u.nome, u.id), '[]'::json) as lista from usuarios u
      where u.id in (select ti.usuario_id from turmas t2 join turma_instrutores ti on ti.turma_id = t2.id where t2.evento_id = e.id)) ei
    where ${sql.join(conds, sql` and `)}
    order by e.inicio desc nulls last, e.id desc, t.inicio, t.id`);
  return (r as unknown as { rows: LinhaTurmaDaEquipe[] }).rows;
}
