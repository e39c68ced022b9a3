import { and, asc, between, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { datasTurma, eventos, solicitacaoCursoDatas, solicitacoesCurso, turmas } from '../../db/schema/index.ts';

/** Situações de solicitação que entram no calendário (a convertida aparece pelo evento dela). */
export const STATUS_NO_PLANEJAMENTO = ['enviada', 'em_analise', 'aprovada'] as const;

const doAno = (ano: number) => [`${ano}-01-01`, `${ano}-12-31`] as const;

/** Uma linha por solicitação em planejamento e data dela no ano (uma consulta). */
export async function datasDasSolicitacoesNoAno(db: Db, ano: number) {
  const [ini, fim] = doAno(ano);
  return db
    .select({
      id: solicitacoesCurso.id,
      titulo: solicitacoesCurso.titulo,
      departamento: solicitacoesCurso.departamento,
      status: solicitacoesCurso.status,
      data: solicitacaoCursoDatas.data,
    })
    .from(solicitacoesCurso)
    .innerJoin(solicitacaoCursoDatas, eq(solicitacaoCursoDatas.solicitacaoId, solicitacoesCurso.id))
    .where(and(inArray(solicitacoesCurso.status, [...STATUS_NO_PLANEJAMENTO]), between(solicitacaoCursoDatas.data, ini, fim)))
    .orderBy(asc(solicitacaoCursoDatas.data), asc(solicitacoesCurso.id));
}

/**
 * Uma linha por evento e data de encontro (de qualquer turma) no ano, publicado ou não, com a
 * solicitação que o originou, se houver (uma consulta; datas repetidas entre turmas saem uma vez).
 */
export async function datasDosEventosNoAno(db: Db, ano: number) {
  const [ini, fim] = doAno(ano);
  return db
    .selectDistinct({
      id: eventos.id,
      titulo: eventos.titulo,
      publicado: eventos.publicado,
      solicitacaoId: solicitacoesCurso.id,
      departamento: solicitacoesCurso.departamento,
      data: datasTurma.data,
    })
    .from(datasTurma)
    .innerJoin(turmas, eq(turmas.id, datasTurma.turmaId))
    .innerJoin(eventos, eq(eventos.id, turmas.eventoId))
    .leftJoin(solicitacoesCurso, eq(solicitacoesCurso.eventoId, eventos.id))
    .where(between(datasTurma.data, ini, fim))
    .orderBy(asc(datasTurma.data), asc(eventos.id));
}
