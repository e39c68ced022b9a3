import { and, asc, eq, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { Status } from '#shared/rules/cronograma.ts';
import { padraoContem, semAcento } from '../../db/busca.ts';
import type { Db } from '../../db/client.ts';
import {
  cargos,
  datasTurma,
  eventoCargos,
  eventoRegistros,
  eventos,
  eventoUnidades,
  inscricoes,
  solicitacoesCurso,
  turmaAssinantes,
  turmaInstrutores,
  turmaPalestrantes,
  turmas,
  unidades,
  usuarios,
  versoesDados,
} from '../../db/schema/index.ts';

/** Se a pessoa ensina nesta turma. */
export async function instrutorNaTurma(db: Db, turmaId: number, usuarioId: number): Promise<boolean> {
  const [l] = await db
    .select({ u: turmaInstrutores.usuarioId })
    .from(turmaInstrutores)
    .where(and(eq(turmaInstrutores.turmaId, turmaId), eq(turmaInstrutores.usuarioId, usuarioId)));
  return Boolean(l);
}

/** Instrutores (id e nome) das turmas dadas, na ordem da turma. */
export async function instrutoresDeTurmas(db: Db, turmaIds: readonly number[]) {
  if (turmaIds.length === 0) return [];
  return db
    .select({ turmaId: turmaInstrutores.turmaId, id: usuarios.id, nome: usuarios.nome })
    .from(turmaInstrutores)
    .innerJoin(usuarios, eq(usuarios.id, turmaInstrutores.usuarioId))
    .where(inArray(turmaInstrutores.turmaId, [...turmaIds]))
    .orderBy(asc(turmaInstrutores.ordem), asc(usuarios.nome));
}

export type LinhaEvento = typeof eventos.$inferSelect;
export type NovoEvento = typeof eventos.$inferInsert;
export type LinhaTurma = typeof turmas.$inferSelect;

export interface FiltrosEventos {
  somentePublicados: boolean;
  rascunhos: boolean;
  busca?: string | undefined;
  tipo?: string | undefined;
  ano?: number | undefined;
  status?: readonly Status[] | undefined;
  ordem: 'proximos' | 'recentes' | 'passados';
  limite: number;
  deslocamento: number;
}

/** Uma linha da lista de eventos, com os agregados das turmas e os instrutores. */
export interface LinhaListaEvento {
  id: number;
  titulo: string;
  tipo: string;
  local: string;
  publico_alvo: string;
  publicado: boolean;
  restricao: string | null;
  inicio: Date | string | null;
  fim: Date | string | null;
  data_inicio: string | null;
  data_fim: string | null;
  folder_chave: string | null;
  folder_largura: number | null;
  folder_altura: number | null;
  atualizado_em: Date | string;
  unidade_sigla: string | null;
  total: number;
  turmas_qtd: number;
  vagas_total: number;
  confirmadas: number;
  instrutores: { id: number; nome: string }[] | string;
}

/** Condição SQL da situação: a mesma regra de `statusDoPeriodo` (antes do início, depois do fim). */
function condicaoStatus(status: Status, agora: Date): SQL {
  const t = agora.toISOString();
  if (status === 'programado') return sql`(e.inicio is null or e.inicio > ${t}::timestamptz)`;
  if (status === 'encerrado') return sql`(e.fim < ${t}::timestamptz)`;
  return sql`(e.inicio <= ${t}::timestamptz and e.fim >= ${t}::timestamptz)`;
}

const ORDENS: Record<FiltrosEventos['ordem'], SQL> = {
  proximos: sql.raw('e.inicio asc nulls last, e.id asc'),
  recentes: sql.raw('e.criado_em desc, e.id desc'),
  passados: sql.raw('e.fim desc nulls last, e.id desc'),
};

/**
 * Uma página de eventos com o total filtrado, as contagens de turmas e vagas e os instrutores, numa
 * consulta só (o número de consultas não cresce com o número de eventos).
 * A página sai direto do índice (`eventos_publicado_inicio_idx` na ordem padrão) com as colunas que a
 * lista mostra, sem voltar a `eventos`; o total é uma contagem à parte com o mesmo filtro (numa CTE usada
 * duas vezes, o PostgreSQL materializa todas as linhas filtradas e perde o índice). Instrutores: as
 * pessoas de `turma_instrutores` das turmas do evento, sem repetição (semijunção, sem DISTINCT + ordenação).
 */
export async function listarEventos(db: Db, f: FiltrosEventos, agora: Date): Promise<LinhaListaEvento[]> {
  const conds: SQL[] = [];
  if (f.somentePublicados) conds.push(sql`e.publicado`);
  else if (f.rascunhos) conds.push(sql`not e.publicado`);
  if (f.tipo) conds.push(sql`e.tipo = ${f.tipo}`);
  if (f.ano) conds.push(sql`(e.data_inicio <= ${`${f.ano}-12-31`}::date and e.data_fim >= ${`${f.ano}-01-01`}::date)`);
  if (f.busca) {
    const padrao = padraoContem(f.busca);
    conds.push(
      sql`(${semAcento(sql`e.titulo`)} like ${padrao} or ${semAcento(sql`e.local`)} like ${padrao} or ${semAcento(sql`e.tipo`)} like ${padrao} or ${semAcento(sql`e.publico_alvo`)} like ${padrao})`,
    );
  }
  if (f.status && f.status.length > 0 && f.status.length < 3) {
    conds.push(sql`(${sql.join(f.status.map((s) => condicaoStatus(s, agora)), sql` or `)})`);
  }
  const where = conds.length > 0 ? sql`where ${sql.join(conds, sql` and `)}` : sql``;
  const ordem = ORDENS[f.ordem];
  const resultado = await db.execute(sql`
    with pagina as (
      select e.id, e.titulo, e.tipo, e.local, e.publico_alvo, e.publicado, e.restricao, e.inicio, e.fim, e.data_inicio, e.data_fim,
        e.folder_chave, e.folder_largura, e.folder_altura, e.atualizado_em, e.criado_em, e.unidade_id
      from eventos e ${where} order by ${ordem} limit ${f.limite} offset ${f.deslocamento}
    )
    select e.id, e.titulo, e.tipo, e.local, e.publico_alvo, e.publicado, e.restricao, e.inicio, e.fim,
      e.data_inicio::text as data_inicio, e.data_fim::text as data_fim, e.folder_chave, e.folder_largura, e.folder_altura,
      e.atualizado_em, u.sigla as unidade_sigla,
      (select count(*) from eventos e ${where})::int as total,
      coalesce(t.turmas_qtd, 0)::int as turmas_qtd, coalesce(t.vagas_total, 0)::int as vagas_total,
      coalesce(t.confirmadas, 0)::int as confirmadas,
      coalesce(ins.lista, '[]'::json) as instrutores
    from pagina e
    left join unidades u on u.id = e.unidade_id
    left join lateral (
      select count(*) as turmas_qtd, sum(t.vagas) as vagas_total, sum(t.confirmadas) as confirmadas
      from turmas t where t.evento_id = e.id
    ) t on true
    left join lateral (
      select json_agg(json_build_object('id', u2.id, 'nome', u2.nome) order by u2.nome) as lista
      from usuarios u2
      where u2.id in (select ti.usuario_id from turmas t2 join turma_instrutores ti on ti.turma_id = t2.id where t2.evento_id = e.id)
    ) ins on true
    order by ${ordem}`);
  return (resultado as unknown as { rows: LinhaListaEvento[] }).rows;
}

/** Total filtrado quando a página pedida passou do fim (a consulta da página não traz linhas). */
export async function contarEventos(db: Db, f: FiltrosEventos, agora: Date): Promise<number> {
  const linhas = await listarEventos(db, { ...f, limite: 1, deslocamento: 0 }, agora);
  return linhas[0]?.total ?? 0;
}

/* ------------------------------------------------------------------ leitura de um evento */

/** Um evento com a sigla da unidade e a solicitação de curso que o originou (se houver; `evento_id` é único lá). */
export async function buscarEvento(db: Db, id: number) {
  const [linha] = await db
    .select({ evento: eventos, unidadeSigla: unidades.sigla, solicitacaoOrigem: { id: solicitacoesCurso.id, titulo: solicitacoesCurso.titulo } })
    .from(eventos)
    .leftJoin(unidades, eq(unidades.id, eventos.unidadeId))
    .leftJoin(solicitacoesCurso, eq(solicitacoesCurso.eventoId, eventos.id))
    .where(eq(eventos.id, id));
  return linha ?? null;
}

/** Listas da restrição de um evento (registros, cargos com nome, unidades com sigla). */
export async function restricaoDoEvento(db: Db, eventoId: number) {
  const [registros, cs, us] = await Promise.all([
    db.select({ registro: eventoRegistros.registro }).from(eventoRegistros).where(eq(eventoRegistros.eventoId, eventoId)).orderBy(asc(eventoRegistros.registro)),
    db
      .select({ id: cargos.id, nome: cargos.nome })
      .from(eventoCargos)
      .innerJoin(cargos, eq(cargos.id, eventoCargos.cargoId))
      .where(eq(eventoCargos.eventoId, eventoId))
      .orderBy(asc(cargos.nome)),
    db
      .select({ id: unidades.id, nome: unidades.sigla })
      .from(eventoUnidades)
      .innerJoin(unidades, eq(unidades.id, eventoUnidades.unidadeId))
      .where(eq(eventoUnidades.eventoId, eventoId))
      .orderBy(asc(unidades.sigla)),
  ]);
  return { registros: registros.map((r) => r.registro), cargos: cs, unidades: us };
}

/** Turmas de um ou mais eventos, com encontros, instrutores, palestrantes e assinantes (5 consultas, qualquer que seja o número de turmas). */
export async function turmasDosEventos(db: Db, eventoIds: readonly number[]) {
  if (eventoIds.length === 0) return [];
  const ts = await db.select().from(turmas).where(inArray(turmas.eventoId, [...eventoIds])).orderBy(asc(turmas.inicio), asc(turmas.id));
  const ids = ts.map((t) => t.id);
  if (ids.length === 0) return [];
  const [ds, ins, pal, ass, espera] = await Promise.all([
    db.select().from(datasTurma).where(inArray(datasTurma.turmaId, ids)).orderBy(asc(datasTurma.data)),
    db
      .select({ turmaId: turmaInstrutores.turmaId, id: usuarios.id, nome: usuarios.nome })
      .from(turmaInstrutores)
      .innerJoin(usuarios, eq(usuarios.id, turmaInstrutores.usuarioId))
      .where(inArray(turmaInstrutores.turmaId, ids))
      .orderBy(asc(turmaInstrutores.ordem), asc(usuarios.nome)),
    db.select().from(turmaPalestrantes).where(inArray(turmaPalestrantes.turmaId, ids)).orderBy(asc(turmaPalestrantes.ordem)),
    db
      .select({ turmaId: turmaAssinantes.turmaId, id: usuarios.id, nome: usuarios.nome })
      .from(turmaAssinantes)
      .innerJoin(usuarios, eq(usuarios.id, turmaAssinantes.usuarioId))
      .where(inArray(turmaAssinantes.turmaId, ids))
      .orderBy(asc(turmaAssinantes.ordem)),
    db
      .select({ turmaId: inscricoes.turmaId, n: sql<number>`count(*)::int` })
      .from(inscricoes)
      .where(and(inArray(inscricoes.turmaId, ids), eq(inscricoes.status, 'em_espera')))
      .groupBy(inscricoes.turmaId),
  ]);
  const doGrupo = <T extends { turmaId: number }>(lista: T[], id: number) => lista.filter((x) => x.turmaId === id);
  const esperaPor = new Map(espera.map((e) => [e.turmaId, e.n]));
  return ts.map((t) => ({
    turma: t,
    datas: doGrupo(ds, t.id).map((d) => ({ data: d.data, horario_inicio: d.horarioInicio, horario_fim: d.horarioFim })),
    instrutores: doGrupo(ins, t.id).map(({ id, nome }) => ({ id, nome })),
    palestrantes: doGrupo(pal, t.id).map((p) => ({ usuario_id: p.usuarioId, nome: p.nome })),
    assinantes: doGrupo(ass, t.id).map(({ id, nome }) => ({ id, nome })),
    emEspera: esperaPor.get(t.id) ?? 0,
  }));
}
export type TurmaCompleta = Awaited<ReturnType<typeof turmasDosEventos>>[number];

/** Turma com o evento dela (publicação e tipo), para conferir visibilidade. */
export async function buscarTurmaComEvento(db: Db, turmaId: number) {
  const [linha] = await db
    .select({ turma: turmas, publicado: eventos.publicado, eventoId: eventos.id })
    .from(turmas)
    .innerJoin(eventos, eq(eventos.id, turmas.eventoId))
    .where(eq(turmas.id, turmaId));
  return linha ?? null;
}

export async function encontrosDaTurma(db: Db, turmaId: number) {
  return db
    .select({ data: datasTurma.data, horario_inicio: datasTurma.horarioInicio, horario_fim: datasTurma.horarioFim })
    .from(datasTurma)
    .where(eq(datasTurma.turmaId, turmaId))
    .orderBy(asc(datasTurma.data));
}

/* ------------------------------------------------------------------ cache da lista pública */

/** A versão é a soma da linha `eventos` com as 16 fatias `eventos.N` (cada commit que muda a lista sobe uma delas). */
const prepararVersao = (db: Db) =>
  db
    .select({ valor: sql<string | number | null>`sum(${versoesDados.valor})` })
    .from(versoesDados)
    .where(or(eq(versoesDados.nome, sql.placeholder('nome')), sql`starts_with(${versoesDados.nome}, ${sql.placeholder('nome')} || '.')`))
    .prepare('versao_lista_eventos');
/** Consulta preparada por banco: roda em todo pedido da lista pública. */
const versoesPreparadas = new WeakMap<Db, ReturnType<typeof prepararVersao>>();

/** Versão atual dos dados da lista (sobe por gatilho a cada escrita que a afeta). Uma leitura por chave. */
export async function versaoDaLista(db: Db): Promise<number> {
  let consulta = versoesPreparadas.get(db);
  if (!consulta) versoesPreparadas.set(db, (consulta = prepararVersao(db)));
  const [l] = await consulta.execute({ nome: 'eventos' });
  return Number(l?.valor ?? 0);
}

/**
 * O próximo instante em que a situação de algum evento publicado muda (um início ainda por vir, ou o
 * fim de um que está acontecendo): até lá, uma lista montada agora continua certa.
 */
export async function proximaVirada(db: Db, agora: Date): Promise<Date | null> {
  const t = agora.toISOString();
  const [l] = await db
    .select({
      inicio: sql<string | null>`(select min(e.inicio) from eventos e where e.publicado and e.inicio > ${t}::timestamptz)`,
      fim: sql<string | null>`(select min(e.fim) from eventos e where e.publicado and e.fim >= ${t}::timestamptz)`,
    })
    .from(sql`(select 1) as um`);
  const candidatos = [l?.inicio ? new Date(l.inicio).getTime() : null, l?.fim ? new Date(l.fim).getTime() + 1 : null].filter((x): x is number => x !== null);
  return candidatos.length > 0 ? new Date(Math.min(...candidatos)) : null;
}
