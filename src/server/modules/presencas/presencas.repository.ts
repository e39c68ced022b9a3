import { and, asc, eq, inArray, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { datasTurma, eventos, inscricoes, presencas, presencasHistorico, turmas, usuarios } from '../../db/schema/index.ts';

/** O que a confirmação precisa saber da turma (o serviço guarda em memória; a gravação confere no banco). */
export async function turmaParaPresenca(db: Db, turmaId: number) {
  const [t] = await db
    .select({
      id: turmas.id,
      nome: turmas.nome,
      exigeQrAoVivo: turmas.exigeQrAoVivo,
      dataInicio: turmas.dataInicio,
      dataFim: turmas.dataFim,
      inicio: turmas.inicio,
      fim: turmas.fim,
      eventoId: eventos.id,
      titulo: eventos.titulo,
      local: eventos.local,
      publicado: eventos.publicado,
    })
    .from(turmas)
    .innerJoin(eventos, eq(eventos.id, turmas.eventoId))
    .where(eq(turmas.id, turmaId));
  if (!t) return null;
  const encontros = await db
    .select({ data: datasTurma.data, horario_inicio: datasTurma.horarioInicio, horario_fim: datasTurma.horarioFim })
    .from(datasTurma)
    .where(eq(datasTurma.turmaId, turmaId))
    .orderBy(asc(datasTurma.data));
  return { ...t, encontros };
}
export type TurmaParaPresenca = NonNullable<Awaited<ReturnType<typeof turmaParaPresenca>>>;

export interface ResultadoConfirmacao {
  /** O encontro do dia e a exigência do QR ao vivo no banco são os que o serviço avaliou. */
  confere: boolean;
  inscricao: 'confirmada' | 'em_espera' | null;
  /** Quando a presença nasceu (ou virou presente) neste pedido. */
  nova: string | null;
  /** O registro de antes deste pedido, se havia um. */
  anterior: { id: number; presente: boolean; metodo: string; registrada_por: number | null; registrada_em: string } | null;
  /** Dias com presença da pessoa na turma antes deste pedido. */
  dias: string[];
}

/**
 * Confirmações em lote, numa transação: a trava compartilhada das turmas e uma consulta só. Para cada item, o
 * serviço avaliou a janela com o cronograma em memória; aqui a gravação só acontece se o encontro do dia
 * (horários) e a exigência do QR ao vivo no banco são os avaliados (`confere`), se a inscrição está
 * confirmada, e nunca duplica (chave única + ON CONFLICT). Uma ausência marcada vira presença. Devolve,
 * na ordem dos itens, o registro de antes (instantâneo do início da consulta) e os dias com presença.
 * Os itens não podem repetir o trio turma × pessoa × dia (quem chama agrupa).
 */
/** Trava consultiva das presenças de uma turma: a marcação manual a toma exclusiva; o lote do QR, compartilhada. */
const TRAVA_PRESENCAS = 7303;

const consultaDoLote = (v: Record<'turmas' | 'usuarios' | 'datas' | 'inicios' | 'fins' | 'aoVivo' | 'metodos' | 'instantes', unknown[]>) => sql`
  with e as (
    select * from unnest(${sql.param(v.turmas)}::int[], ${sql.param(v.usuarios)}::int[], ${sql.param(v.datas)}::date[], ${sql.param(v.inicios)}::text[], ${sql.param(v.fins)}::text[], ${sql.param(v.aoVivo)}::boolean[], ${sql.param(v.metodos)}::text[], ${sql.param(v.instantes)}::timestamptz[])
      with ordinality as x(turma_id, usuario_id, data, hi, hf, ao_vivo, metodo, em, ord)
  ), alvo as (
    select e.ord from e join turmas t on t.id = e.turma_id
    join datas_turma d on d.turma_id = e.turma_id and d.data = e.data and d.horario_inicio = e.hi and d.horario_fim = e.hf
    where not t.exige_qr_ao_vivo or e.ao_vivo
  ), insc as (
    select e.ord, i.id, i.status from e join inscricoes i on i.turma_id = e.turma_id and i.usuario_id = e.usuario_id and i.status <> 'cancelada'
  ), nova as (
    insert into presencas (inscricao_id, turma_id, usuario_id, data, presente, metodo, registrada_por, registrada_em)
    select insc.id, e.turma_id, e.usuario_id, e.data, true, e.metodo, e.usuario_id, e.em
    from e join insc on insc.ord = e.ord and insc.status = 'confirmada' join alvo on alvo.ord = e.ord
    on conflict (turma_id, usuario_id, data) do update
      set presente = true, metodo = excluded.metodo, registrada_por = excluded.registrada_por, registrada_em = excluded.registrada_em,
        motivo = null, inscricao_id = excluded.inscricao_id
      where presencas.presente = false
    returning turma_id, usuario_id, data, registrada_em
  )
  select e.ord, (a.ord is not null) as confere, i.status as inscricao, n.registrada_em as nova,
    p.id as anterior_id, p.presente as anterior_presente, p.metodo as anterior_metodo, p.registrada_por as anterior_por, p.registrada_em as anterior_em,
    array(select x.data::text from presencas x where x.turma_id = e.turma_id and x.usuario_id = e.usuario_id and x.presente) as dias
  from e
  left join alvo a on a.ord = e.ord
  left join insc i on i.ord = e.ord
  left join nova n on n.turma_id = e.turma_id and n.usuario_id = e.usuario_id and n.data = e.data
  left join presencas p on p.turma_id = e.turma_id and p.usuario_id = e.usuario_id and p.data = e.data
  order by e.ord`;

interface LinhaConfirmacao {
  confere: boolean;
  inscricao: 'confirmada' | 'em_espera' | null;
  nova: Date | string | null;
  anterior_id: number | null;
  anterior_presente: boolean | null;
  anterior_metodo: string | null;
  anterior_por: number | null;
  anterior_em: Date | string | null;
  dias: string[];
}

export interface ItemConfirmacao {
  turmaId: number;
  usuarioId: number;
  data: string;
  horarioInicio: string;
  horarioFim: string;
  aoVivo: boolean;
  metodo: string;
  agora: Date;
}

export async function registrarConfirmacoes(db: Db, itens: readonly ItemConfirmacao[]): Promise<ResultadoConfirmacao[]> {
  const coluna = <T>(f: (i: ItemConfirmacao) => T) => itens.map(f);
  const turmaIds = [...new Set(itens.map((i) => i.turmaId))].sort((x, y) => x - y);
  const consulta = consultaDoLote({
    turmas: coluna((i) => i.turmaId), usuarios: coluna((i) => i.usuarioId), datas: coluna((i) => i.data), inicios: coluna((i) => i.horarioInicio),
    fins: coluna((i) => i.horarioFim), aoVivo: coluna((i) => i.aoVivo), metodos: coluna((i) => i.metodo), instantes: coluna((i) => i.agora.toISOString()),
  });
  const linhas = await db.transaction(async (tx) => {
    // a marcação manual da mesma turma espera este lote (e ele a ela): o "antes" lido aqui é o que o lote muda;
    // um lote preso no banco não segura as confirmações do processo para sempre
    await tx.execute(sql`select set_config('statement_timeout', '15000', true),
      (select count(*) from (select pg_advisory_xact_lock_shared(${TRAVA_PRESENCAS}, t) from unnest(${sql.param(turmaIds)}::int[]) as t) x)`);
    return (await tx.execute(consulta)) as unknown as { rows: LinhaConfirmacao[] };
  });
  const iso = (v: Date | string) => new Date(v).toISOString();
  return linhas.rows.map((l) => ({
    confere: Boolean(l.confere),
    inscricao: l.inscricao ?? null,
    nova: l.nova == null ? null : iso(l.nova),
    anterior:
      l.anterior_id == null
        ? null
        : { id: l.anterior_id, presente: Boolean(l.anterior_presente), metodo: l.anterior_metodo!, registrada_por: l.anterior_por, registrada_em: iso(l.anterior_em!) },
    dias: l.dias ?? [],
  }));
}

/** Registro de presença da pessoa num dia (leitura depois de uma corrida entre dois pedidos iguais). */
export async function presencaDoDia(db: Db, turmaId: number, usuarioId: number, data: string) {
  const [p] = await db
    .select({ id: presencas.id, presente: presencas.presente, metodo: presencas.metodo, registradaEm: presencas.registradaEm })
    .from(presencas)
    .where(and(eq(presencas.turmaId, turmaId), eq(presencas.usuarioId, usuarioId), eq(presencas.data, data)));
  return p ?? null;
}

/** Situação da inscrição ativa da pessoa na turma (nula se não há). */
export async function inscricaoAtiva(db: Db, turmaId: number, usuarioId: number): Promise<'confirmada' | 'em_espera' | null> {
  const [l] = await db
    .select({ status: inscricoes.status })
    .from(inscricoes)
    .where(and(eq(inscricoes.turmaId, turmaId), eq(inscricoes.usuarioId, usuarioId), ne(inscricoes.status, 'cancelada')));
  return (l?.status as 'confirmada' | 'em_espera' | undefined) ?? null;
}

export interface Correcao {
  presencaId: number;
  antes: { presente: boolean; metodo: string; registradaPor: number | null; registradaEm: Date };
  presenteDepois: boolean;
  metodoDepois: string;
  por: number;
  em: Date;
  motivo: string | null;
}

/** Guarda o estado anterior de registros corrigidos (um INSERT para o lote). */
export async function registrarHistorico(tx: Db, correcoes: readonly Correcao[]): Promise<void> {
  if (correcoes.length === 0) return;
  await tx.insert(presencasHistorico).values(
    correcoes.map((h) => ({
      presencaId: h.presencaId,
      presenteAntes: h.antes.presente,
      metodoAntes: h.antes.metodo,
      registradaPorAntes: h.antes.registradaPor,
      registradaEmAntes: h.antes.registradaEm,
      presenteDepois: h.presenteDepois,
      metodoDepois: h.metodoDepois,
      alteradaPor: h.por,
      alteradaEm: h.em,
      motivo: h.motivo,
    })),
  );
}

/** Inscritos confirmados da turma (a lista de presença), por nome. */
export async function inscritosConfirmados(db: Db, turmaId: number) {
  return db
    .select({ inscricaoId: inscricoes.id, usuarioId: usuarios.id, nome: usuarios.nome, cpf: usuarios.cpf })
    .from(inscricoes)
    .innerJoin(usuarios, eq(usuarios.id, inscricoes.usuarioId))
    .where(and(eq(inscricoes.turmaId, turmaId), eq(inscricoes.status, 'confirmada')))
    .orderBy(asc(usuarios.nome), asc(usuarios.id));
}

/** Registros de presença da turma, com o nome de quem registrou. */
export async function presencasDaTurma(db: Db, turmaId: number) {
  return db
    .select({
      id: presencas.id,
      usuarioId: presencas.usuarioId,
      data: presencas.data,
      presente: presencas.presente,
      metodo: presencas.metodo,
      registradaPor: presencas.registradaPor,
      registradaEm: presencas.registradaEm,
      registradaPorNome: usuarios.nome,
    })
    .from(presencas)
    .leftJoin(usuarios, eq(usuarios.id, presencas.registradaPor))
    .where(eq(presencas.turmaId, turmaId))
    .orderBy(asc(presencas.data));
}

/** Trava os registros de presença da turma (marcação em lote: a correção lê e grava sem corrida). */
export async function travarPresencasDaTurma(tx: Db, turmaId: number): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(${TRAVA_PRESENCAS}, ${turmaId})`);
}

export interface GravacaoPresenca {
  inscricaoId: number;
  usuarioId: number;
  data: string;
  presente: boolean;
  metodo: string;
  motivo: string | null;
}

/** Grava marcações (insere ou atualiza pelo par pessoa+dia) numa consulta. */
export async function gravarPresencas(tx: Db, turmaId: number, por: number, em: Date, linhas: readonly GravacaoPresenca[]) {
  if (linhas.length === 0) return [];
  return tx
    .insert(presencas)
    .values(linhas.map((l) => ({ inscricaoId: l.inscricaoId, turmaId, usuarioId: l.usuarioId, data: l.data, presente: l.presente, metodo: l.metodo, motivo: l.motivo, registradaPor: por, registradaEm: em })))
    .onConflictDoUpdate({
      target: [presencas.turmaId, presencas.usuarioId, presencas.data],
      set: {
        presente: sql`excluded.presente`,
        inscricaoId: sql`excluded.inscricao_id`,
        metodo: sql`excluded.metodo`,
        motivo: sql`excluded.motivo`,
        registradaPor: sql`excluded.registrada_por`,
        registradaEm: sql`excluded.registrada_em`,
      },
    })
    .returning({ id: presencas.id, usuarioId: presencas.usuarioId, data: presencas.data });
}

export async function definirExigeQrAoVivo(db: Db, turmaId: number, exige: boolean): Promise<void> {
  await db.update(turmas).set({ exigeQrAoVivo: exige }).where(eq(turmas.id, turmaId));
}

/** Presentes hoje e inscritos confirmados (a tela do QR ao vivo). */
export async function contagemDoDia(db: Db, turmaId: number, data: string) {
  const r = await db.execute(sql`
    select (select count(*) from presencas where turma_id = ${turmaId} and data = ${data}::date and presente)::int as presentes,
      (select count(*) from inscricoes where turma_id = ${turmaId} and status = 'confirmada')::int as inscritos`);
  const [l] = (r as unknown as { rows: { presentes: number; inscritos: number }[] }).rows;
  return { presentes: Number(l?.presentes ?? 0), inscritos: Number(l?.inscritos ?? 0) };
}

/** Turmas em que a pessoa está inscrita (confirmada), com evento, encontros e os seus registros. */
export async function turmasDaPessoa(db: Db, usuarioId: number) {
  const linhas = await db
    .select({
      turmaId: turmas.id,
      nome: turmas.nome,
      dataInicio: turmas.dataInicio,
      dataFim: turmas.dataFim,
      inicio: turmas.inicio,
      fim: turmas.fim,
      eventoId: eventos.id,
      titulo: eventos.titulo,
    })
    .from(inscricoes)
    .innerJoin(turmas, eq(turmas.id, inscricoes.turmaId))
    .innerJoin(eventos, eq(eventos.id, inscricoes.eventoId))
    .where(and(eq(inscricoes.usuarioId, usuarioId), eq(inscricoes.status, 'confirmada')))
    .orderBy(sql`${turmas.inicio} desc`, asc(turmas.id));
  const ids = linhas.map((l) => l.turmaId);
  if (ids.length === 0) return { linhas, encontros: [], registros: [] };
  const [encontros, registros] = await Promise.all([
    db
      .select({ turmaId: datasTurma.turmaId, data: datasTurma.data, horario_inicio: datasTurma.horarioInicio, horario_fim: datasTurma.horarioFim })
      .from(datasTurma)
      .where(inArray(datasTurma.turmaId, ids))
      .orderBy(asc(datasTurma.data)),
    db
      .select({ turmaId: presencas.turmaId, data: presencas.data, presente: presencas.presente, registradaEm: presencas.registradaEm })
      .from(presencas)
      .where(and(eq(presencas.usuarioId, usuarioId), inArray(presencas.turmaId, ids))),
  ]);
  return { linhas, encontros, registros };
}

/** Dias distintos com presença registrada na turma (`GET /api/turmas/:id/datas?via=presencas`). */
export async function diasComPresenca(db: Db, turmaId: number): Promise<string[]> {
  const linhas = await db
    .selectDistinct({ data: presencas.data })
    .from(presencas)
    .where(and(eq(presencas.turmaId, turmaId), eq(presencas.presente, true)))
    .orderBy(asc(presencas.data));
  return linhas.map((l) => l.data);
}

/** Encontros das turmas e os dias com presença da pessoa nelas (frequências de várias turmas em duas consultas). */
export async function encontrosEPresencasDaPessoa(db: Db, usuarioId: number, turmaIds: readonly number[]) {
  if (turmaIds.length === 0) return { encontros: [], dias: [] };
  const ids = [...turmaIds];
  const [encontros, dias] = await Promise.all([
    db
      .select({ turmaId: datasTurma.turmaId, data: datasTurma.data, horario_inicio: datasTurma.horarioInicio, horario_fim: datasTurma.horarioFim })
      .from(datasTurma)
      .where(inArray(datasTurma.turmaId, ids)),
    db
      .select({ turmaId: presencas.turmaId, data: presencas.data })
      .from(presencas)
      .where(and(eq(presencas.usuarioId, usuarioId), eq(presencas.presente, true), inArray(presencas.turmaId, ids))),
  ]);
  return { encontros, dias };
}
