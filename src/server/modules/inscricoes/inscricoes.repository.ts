import { and, asc, desc, eq, inArray, ne, or, sql, type SQL } from 'drizzle-orm';
import { escaparLike, padraoContem, semAcento } from '../../db/busca.ts';
import type { Db } from '../../db/client.ts';
import {
  cargos,
  datasTurma,
  eventoCargos,
  eventoRegistros,
  eventos,
  eventoUnidades,
  inscricoes,
  turmas,
  unidades,
  usuarios,
} from '../../db/schema/index.ts';

export type LinhaInscricao = typeof inscricoes.$inferSelect;

/** Turma e evento, com a linha da turma travada (vagas e fila de espera mudam em fila, por turma). */
export async function travarTurma(tx: Db, turmaId: number) {
  const [linha] = await tx
    .select({
      id: turmas.id,
      nome: turmas.nome,
      vagas: turmas.vagas,
      confirmadas: turmas.confirmadas,
      inicio: turmas.inicio,
      fim: turmas.fim,
      dataInicio: turmas.dataInicio,
      dataFim: turmas.dataFim,
      cargaHoraria: turmas.cargaHoraria,
      eventoId: eventos.id,
      titulo: eventos.titulo,
      tipo: eventos.tipo,
      local: eventos.local,
      publicado: eventos.publicado,
      restricao: eventos.restricao,
    })
    .from(turmas)
    .innerJoin(eventos, eq(eventos.id, turmas.eventoId))
    .where(eq(turmas.id, turmaId))
    .for('update', { of: turmas });
  return linha ?? null;
}
export type TurmaTravada = NonNullable<Awaited<ReturnType<typeof travarTurma>>>;

export async function encontrosDe(db: Db, turmaIds: readonly number[]) {
  if (turmaIds.length === 0) return [];
  return db
    .select({ turmaId: datasTurma.turmaId, data: datasTurma.data, horario_inicio: datasTurma.horarioInicio, horario_fim: datasTurma.horarioFim })
    .from(datasTurma)
    .where(inArray(datasTurma.turmaId, [...turmaIds]))
    .orderBy(asc(datasTurma.data));
}

export async function dadosDaPessoa(db: Db, usuarioId: number) {
  const [l] = await db
    .select({ nome: usuarios.nome, email: usuarios.email, registro: usuarios.registro, cargoId: usuarios.cargoId, unidadeId: usuarios.unidadeId })
    .from(usuarios)
    .where(eq(usuarios.id, usuarioId));
  return l ?? null;
}

/** O que a restrição do evento precisa para decidir sobre uma pessoa (a lista de registros só é consultada para o registro dela). */
export async function restricaoParaPessoa(db: Db, eventoId: number, registro: string | null) {
  const [noRegistro, cs, us] = await Promise.all([
    registro
      ? db
          .select({ r: eventoRegistros.registro })
          .from(eventoRegistros)
          .where(and(eq(eventoRegistros.eventoId, eventoId), eq(eventoRegistros.registro, registro)))
      : Promise.resolve([]),
    db.select({ id: cargos.id, nome: cargos.nome }).from(eventoCargos).innerJoin(cargos, eq(cargos.id, eventoCargos.cargoId)).where(eq(eventoCargos.eventoId, eventoId)),
    db.select({ id: unidades.id, nome: unidades.sigla }).from(eventoUnidades).innerJoin(unidades, eq(unidades.id, eventoUnidades.unidadeId)).where(eq(eventoUnidades.eventoId, eventoId)),
  ]);
  return { registros: new Set(noRegistro.map((x) => x.r)), cargos: cs, unidades: us };
}

/** Inscrições ativas (confirmadas ou em espera) da pessoa, com turma, evento e encontros. */
export async function ativasDaPessoa(db: Db, usuarioId: number) {
  const linhas = await db
    .select({
      id: inscricoes.id,
      status: inscricoes.status,
      turmaId: inscricoes.turmaId,
      eventoId: inscricoes.eventoId,
      turma: turmas.nome,
      evento: eventos.titulo,
    })
    .from(inscricoes)
    .innerJoin(turmas, eq(turmas.id, inscricoes.turmaId))
    .innerJoin(eventos, eq(eventos.id, inscricoes.eventoId))
    .where(and(eq(inscricoes.usuarioId, usuarioId), ne(inscricoes.status, 'cancelada')));
  const encontros = await encontrosDe(db, linhas.map((l) => l.turmaId));
  return linhas.map((l) => ({ ...l, datas: encontros.filter((e) => e.turmaId === l.turmaId) }));
}
export type AtivaDaPessoa = Awaited<ReturnType<typeof ativasDaPessoa>>[number];

export async function alterarConfirmadas(tx: Db, turmaId: number, delta: number): Promise<void> {
  await tx
    .update(turmas)
    .set({ confirmadas: sql`${turmas.confirmadas} + ${delta}` })
    .where(eq(turmas.id, turmaId));
}

/** Posição na lista de espera (1 = a próxima), pela ordem de chegada. */
export async function posicaoNaEspera(db: Db, i: Pick<LinhaInscricao, 'id' | 'turmaId' | 'criadaEm'>): Promise<number> {
  const [l] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(inscricoes)
    .where(
      and(
        eq(inscricoes.turmaId, i.turmaId),
        eq(inscricoes.status, 'em_espera'),
        or(sql`${inscricoes.criadaEm} < ${i.criadaEm.toISOString()}::timestamptz`, and(eq(inscricoes.criadaEm, i.criadaEm), sql`${inscricoes.id} < ${i.id}`)),
      ),
    );
  return (l?.n ?? 0) + 1;
}

/** Posições de espera de várias inscrições de uma vez (janela por turma). */
export async function posicoesNaEspera(db: Db, ids: readonly number[]): Promise<Map<number, number>> {
  if (ids.length === 0) return new Map();
  const resultado = await db.execute(sql`
    select id, posicao from (
      select i.id, row_number() over (partition by i.turma_id order by i.criada_em, i.id)::int as posicao
      from inscricoes i
      where i.status = 'em_espera' and i.turma_id in (select turma_id from inscricoes where id in ${sql`(${sql.join(ids.map((x) => sql`${x}`), sql`, `)})`})
    ) x where id in ${sql`(${sql.join(ids.map((x) => sql`${x}`), sql`, `)})`}`);
  const linhas = (resultado as unknown as { rows: { id: number; posicao: number }[] }).rows;
  return new Map(linhas.map((l) => [Number(l.id), Number(l.posicao)]));
}

/** Uma inscrição, travada (cancelamento). */
export async function travarInscricao(tx: Db, id: number): Promise<LinhaInscricao | null> {
  const [l] = await tx.select().from(inscricoes).where(eq(inscricoes.id, id)).for('update');
  return l ?? null;
}

export async function buscarInscricao(db: Db, id: number): Promise<LinhaInscricao | null> {
  const [l] = await db.select().from(inscricoes).where(eq(inscricoes.id, id));
  return l ?? null;
}

export async function cancelarInscricao(tx: Db, id: number, v: { agora: Date; por: number; motivo: string | null }): Promise<void> {
  await tx
    .update(inscricoes)
    .set({ status: 'cancelada', canceladaEm: v.agora, canceladaPor: v.por, motivoCancelamento: v.motivo })
    .where(eq(inscricoes.id, id));
}

/** As primeiras `n` da fila de espera da turma, travadas. */
export async function primeirosDaEspera(tx: Db, turmaId: number, n: number): Promise<LinhaInscricao[]> {
  if (n <= 0) return [];
  return tx
    .select()
    .from(inscricoes)
    .where(and(eq(inscricoes.turmaId, turmaId), eq(inscricoes.status, 'em_espera')))
    .orderBy(asc(inscricoes.criadaEm), asc(inscricoes.id))
    .limit(n)
    .for('update');
}

export async function confirmarDaEspera(tx: Db, ids: readonly number[], agora: Date): Promise<void> {
  if (ids.length > 0) await tx.update(inscricoes).set({ status: 'confirmada', confirmadaEm: agora }).where(inArray(inscricoes.id, [...ids]));
}

/** Inscrições da pessoa com turma e evento (a tela Meus Cursos). */
export async function inscricoesDaPessoa(db: Db, usuarioId: number, incluirCanceladas: boolean) {
  return db
    .select({
      inscricao: inscricoes,
      turma: {
        id: turmas.id,
        nome: turmas.nome,
        inicio: turmas.inicio,
        fim: turmas.fim,
        dataInicio: turmas.dataInicio,
        dataFim: turmas.dataFim,
        cargaHoraria: turmas.cargaHoraria,
      },
      evento: { id: eventos.id, titulo: eventos.titulo, tipo: eventos.tipo, local: eventos.local },
    })
    .from(inscricoes)
    .innerJoin(turmas, eq(turmas.id, inscricoes.turmaId))
    .innerJoin(eventos, eq(eventos.id, inscricoes.eventoId))
    .where(and(eq(inscricoes.usuarioId, usuarioId), incluirCanceladas ? undefined : ne(inscricoes.status, 'cancelada')))
    .orderBy(asc(turmas.inicio), asc(inscricoes.id));
}

export interface FiltroAdmin {
  eventoId?: number | undefined;
  turmaId?: number | undefined;
  busca?: string | undefined;
  situacao: 'ativas' | 'todas' | 'confirmada' | 'em_espera' | 'cancelada';
  limite: number;
  deslocamento: number;
}

function condicaoAdmin(f: FiltroAdmin): SQL | undefined {
  const partes: (SQL | undefined)[] = [];
  if (f.eventoId) partes.push(eq(inscricoes.eventoId, f.eventoId));
  if (f.turmaId) partes.push(eq(inscricoes.turmaId, f.turmaId));
  if (f.situacao === 'ativas') partes.push(ne(inscricoes.status, 'cancelada'));
  else if (f.situacao !== 'todas') partes.push(eq(inscricoes.status, f.situacao));
  if (f.busca) {
        const digitos = f.busca.replace(/\D/g, '');
    partes.push(
      or(
        sql`${semAcento(usuarios.nome)} like ${padraoContem(f.busca)}`,
        sql`${usuarios.email} like ${`%${escaparLike(f.busca.toLowerCase())}%`}`,
        digitos.length >= 3 ? sql`${usuarios.cpf} like ${`%${digitos}%`}` : undefined,
      ),
    );
  }
  return and(...partes);
}

/** Busca de inscrições para a administração, com o total. */
export async function buscarParaAdmin(db: Db, f: FiltroAdmin) {
  const where = condicaoAdmin(f);
  const [linhas, [total]] = await Promise.all([
    db
      .select({
        inscricao: inscricoes,
        usuario: { id: usuarios.id, nome: usuarios.nome, email: usuarios.email, cpf: usuarios.cpf },
        turma: { id: turmas.id, nome: turmas.nome, inicio: turmas.inicio, fim: turmas.fim },
        evento: { id: eventos.id, titulo: eventos.titulo },
      })
      .from(inscricoes)
      .innerJoin(usuarios, eq(usuarios.id, inscricoes.usuarioId))
      .innerJoin(turmas, eq(turmas.id, inscricoes.turmaId))
      .innerJoin(eventos, eq(eventos.id, inscricoes.eventoId))
      .where(where)
      .orderBy(desc(turmas.inicio), asc(turmas.id), asc(usuarios.nome), asc(inscricoes.id))
      .limit(f.limite)
      .offset(f.deslocamento),
    db
      .select({ n: sql<number>`count(*)::int` })
      .from(inscricoes)
      .innerJoin(usuarios, eq(usuarios.id, inscricoes.usuarioId))
      .where(where),
  ]);
  return { linhas, total: total?.n ?? 0 };
}


export async function pessoasPorId(db: Db, ids: readonly number[]) {
  if (ids.length === 0) return [];
  return db.select({ id: usuarios.id, nome: usuarios.nome, email: usuarios.email }).from(usuarios).where(inArray(usuarios.id, [...ids]));
}

export async function existeTurma(db: Db, turmaId: number): Promise<boolean> {
  const [l] = await db.select({ id: turmas.id }).from(turmas).where(eq(turmas.id, turmaId));
  return Boolean(l);
}
