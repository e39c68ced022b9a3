import { and, asc, eq, gte, inArray, lte, ne, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { calendarios, datasTurma, eventos, inscricoes, turmaInstrutores, turmas, usuarios } from '../../db/schema/index.ts';

export interface FiltroAgenda {
  de: string;
  ate: string;
  /** Pessoa: suas inscrições ativas e as turmas que ensina (conforme `papeis`); sem pessoa: todas as turmas. */
  usuarioId?: number;
  papeis: readonly ('participante' | 'instrutor')[];
}

/**
 * Encontros no intervalo, com turma, evento e o papel da pessoa (participante, com a situação da
 * inscrição, ou instrutor). Uma consulta para os encontros e uma para os instrutores das turmas.
 */
export async function encontrosDaAgenda(db: Db, f: FiltroAgenda) {
  const u = f.usuarioId;
  const participa = u && f.papeis.includes('participante')
    ? sql`(select i.status from ${inscricoes} i where i.turma_id = ${turmas.id} and i.usuario_id = ${u} and i.status <> 'cancelada' limit 1)`
    : sql`null::text`;
  const ensina = u && f.papeis.includes('instrutor')
    ? sql`exists (select 1 from ${turmaInstrutores} ti where ti.turma_id = ${turmas.id} and ti.usuario_id = ${u})`
    : sql`false`;
  const linhas = await db
    .select({
      data: datasTurma.data,
      horarioInicio: datasTurma.horarioInicio,
      horarioFim: datasTurma.horarioFim,
      turmaId: turmas.id,
      turmaNome: turmas.nome,
      inicio: turmas.inicio,
      fim: turmas.fim,
      eventoId: eventos.id,
      titulo: eventos.titulo,
      tipo: eventos.tipo,
      local: eventos.local,
      inscricao: sql<string | null>`${participa}`,
      instrutor: sql<boolean>`${ensina}`,
    })
    .from(datasTurma)
    .innerJoin(turmas, eq(turmas.id, datasTurma.turmaId))
    .innerJoin(eventos, eq(eventos.id, turmas.eventoId))
    .where(
      and(
        gte(datasTurma.data, f.de),
        lte(datasTurma.data, f.ate),
        u
          ? or(
              f.papeis.includes('participante')
                ? inArray(
                    turmas.id,
                    db.select({ id: inscricoes.turmaId }).from(inscricoes).where(and(eq(inscricoes.usuarioId, u), ne(inscricoes.status, 'cancelada'))),
                  )
                : undefined,
              f.papeis.includes('instrutor')
                ? inArray(turmas.id, db.select({ id: turmaInstrutores.turmaId }).from(turmaInstrutores).where(eq(turmaInstrutores.usuarioId, u)))
                : undefined,
            )
          : undefined,
      ),
    )
    .orderBy(asc(datasTurma.data), asc(datasTurma.horarioInicio), asc(turmas.id));
  const ids = [...new Set(linhas.map((l) => l.turmaId))];
  const instrutores = ids.length
    ? await db
        .select({ turmaId: turmaInstrutores.turmaId, id: usuarios.id, nome: usuarios.nome })
        .from(turmaInstrutores)
        .innerJoin(usuarios, eq(usuarios.id, turmaInstrutores.usuarioId))
        .where(inArray(turmaInstrutores.turmaId, ids))
        .orderBy(asc(turmaInstrutores.ordem))
    : [];
  return { linhas, instrutores };
}
export type LinhaAgenda = Awaited<ReturnType<typeof encontrosDaAgenda>>['linhas'][number];

export async function versaoDoCalendario(db: Db, usuarioId: number): Promise<number> {
  const [l] = await db.select({ versao: calendarios.versao }).from(calendarios).where(eq(calendarios.usuarioId, usuarioId));
  return l?.versao ?? 1;
}

/** Troca a versão (o link anterior deixa de valer) e devolve a nova. */
export async function novaVersaoDoCalendario(db: Db, usuarioId: number, agora: Date): Promise<number> {
  const [l] = await db
    .insert(calendarios)
    .values({ usuarioId, versao: 2, atualizadoEm: agora })
    .onConflictDoUpdate({ target: calendarios.usuarioId, set: { versao: sql`${calendarios.versao} + 1`, atualizadoEm: agora } })
    .returning({ versao: calendarios.versao });
  return l!.versao;
}

export async function pessoaAtiva(db: Db, usuarioId: number) {
  const [l] = await db.select({ id: usuarios.id, nome: usuarios.nome, ativo: usuarios.ativo }).from(usuarios).where(eq(usuarios.id, usuarioId));
  return l?.ativo ? l : null;
}
