/**
 * Consultas dos resultados da avaliação (instrutores e administração). Nenhuma devolve quem respondeu:
 * as notas saem contadas por turma, critério e valor; os textos, sem id, pessoa nem horário. Só a lista
 * de aptos que ainda não avaliaram traz pessoas (e essa nunca traz respostas).
 */
import { sql, type SQL } from 'drizzle-orm';
import { CRITERIOS } from '#shared/rules/avaliacao.ts';
import type { Db } from '../../db/client.ts';

const linhas = <T>(r: unknown): T[] => (r as { rows: T[] }).rows;
const ids = (turmaIds: readonly number[]) => sql`${sql.param([...turmaIds])}::int[]`;
const instante = (d: Date) => sql`${d.toISOString()}::timestamptz`;

/** As colunas das notas têm o nome da chave do critério (regra compartilhada). */
const COLUNAS_NOTAS = CRITERIOS.map((c) => c.chave);

export interface FiltroTurmas {
  agora: Date;
  /** Só as turmas deste instrutor (nulo: todas). */
  instrutorId?: number | null;
  /** Uma turma só, encerrada ou não. */
  turmaId?: number;
  /** Término da turma entre `de` e `ate` (AAAA-MM-DD). */
  de?: string;
  ate?: string;
  eventoId?: number;
  tipo?: string;
}

export interface LinhaTurmaResultado {
  turma_id: number;
  nome: string;
  data_inicio: string;
  data_fim: string;
  encerrada: boolean;
  evento_id: number;
  titulo: string;
  tipo: string;
  instrutores: string[];
}

/**
 * Turmas com resultados a mostrar: encerradas ou com alguma avaliação (ou a turma pedida, qualquer que
 * seja a situação), com evento e nomes dos instrutores; a de término mais recente primeiro.
 */
export async function turmasParaResultados(db: Db, f: FiltroTurmas): Promise<LinhaTurmaResultado[]> {
  const conds: SQL[] = [];
  if (f.turmaId !== undefined) conds.push(sql`t.id = ${f.turmaId}`);
  else conds.push(sql`(t.fim < ${instante(f.agora)} or exists (select 1 from avaliacoes a where a.turma_id = t.id))`);
  if (f.instrutorId) conds.push(sql`t.id in (select turma_id from turma_instrutores where usuario_id = ${f.instrutorId})`);
  if (f.de) conds.push(sql`t.data_fim >= ${f.de}::date`);
  if (f.ate) conds.push(sql`t.data_fim <= ${f.ate}::date`);
  if (f.eventoId !== undefined) conds.push(sql`e.id = ${f.eventoId}`);
  if (f.tipo) conds.push(sql`e.tipo = ${f.tipo}`);
  const r = await db.execute(sql`
    select t.id as turma_id, t.nome, t.data_inicio::text as data_inicio, t.data_fim::text as data_fim,
      (t.fim < ${instante(f.agora)}) as encerrada, e.id as evento_id, e.titulo, e.tipo,
      coalesce((select json_agg(u.nome order by ti.ordem, u.nome) from turma_instrutores ti join usuarios u on u.id = ti.usuario_id
        where ti.turma_id = t.id), '[]'::json) as instrutores
    from turmas t join eventos e on e.id = t.evento_id
    where ${sql.join(conds, sql` and `)}
    order by t.data_fim desc, t.fim desc, t.id desc`);
  return linhas<LinhaTurmaResultado>(r).map((l) => ({ ...l, turma_id: Number(l.turma_id), evento_id: Number(l.evento_id) }));
}

export interface CandidatoSemAvaliacao {
  turma_id: number;
  usuario_id: number;
  agendados: number;
  presentes: number;
}

/**
 * Inscritos confirmados das turmas dadas, já encerradas, que ainda não avaliaram, com encontros
 * agendados e dias com presença (a regra dos 75 % e a do teste obrigatório são aplicadas por quem chama).
 */
export async function semAvaliacaoEmTurmasEncerradas(db: Db, turmaIds: readonly number[], agora: Date): Promise<CandidatoSemAvaliacao[]> {
  if (turmaIds.length === 0) return [];
  const r = await db.execute(sql`
    with ag as (
      select turma_id, count(*)::int as n from datas_turma where turma_id = any(${ids(turmaIds)}) group by turma_id
    ), pr as (
      select p.turma_id, p.usuario_id, count(distinct p.data)::int as n
      from presencas p join datas_turma d on d.turma_id = p.turma_id and d.data = p.data
      where p.presente and p.turma_id = any(${ids(turmaIds)}) group by p.turma_id, p.usuario_id
    )
    select i.turma_id, i.usuario_id, coalesce(ag.n, 0) as agendados, coalesce(pr.n, 0) as presentes
    from inscricoes i join turmas t on t.id = i.turma_id
      left join ag on ag.turma_id = i.turma_id
      left join pr on pr.turma_id = i.turma_id and pr.usuario_id = i.usuario_id
    where i.status = 'confirmada' and i.turma_id = any(${ids(turmaIds)}) and t.fim < ${instante(agora)}
      and not exists (select 1 from avaliacoes a where a.turma_id = i.turma_id and a.usuario_id = i.usuario_id)
    order by i.turma_id, i.usuario_id`);
  return linhas<CandidatoSemAvaliacao>(r).map((l) => ({
    turma_id: Number(l.turma_id), usuario_id: Number(l.usuario_id), agendados: Number(l.agendados), presentes: Number(l.presentes),
  }));
}

/** Avaliações recebidas por turma. */
export async function respostasPorTurma(db: Db, turmaIds: readonly number[]): Promise<Map<number, number>> {
  if (turmaIds.length === 0) return new Map();
  const r = await db.execute(sql`
    select turma_id, count(*)::int as n from avaliacoes where turma_id = any(${ids(turmaIds)}) group by turma_id`);
  return new Map(linhas<{ turma_id: number; n: number }>(r).map((l) => [Number(l.turma_id), Number(l.n)]));
}

export interface ContagemDeNota {
  turma_id: number;
  chave: string;
  nota: number;
  quantidade: number;
}

/** Quantas vezes cada nota foi dada a cada critério, por turma (notas em branco não contam). */
export async function contagemDasNotas(db: Db, turmaIds: readonly number[]): Promise<ContagemDeNota[]> {
  if (turmaIds.length === 0) return [];
  const pares = sql.join(COLUNAS_NOTAS.map((c) => sql`(${c}, a.${sql.identifier(c)})`), sql`, `);
  const r = await db.execute(sql`
    select a.turma_id, v.chave, v.nota::int as nota, count(*)::int as quantidade
    from avaliacoes a cross join lateral (values ${pares}) as v(chave, nota)
    where a.turma_id = any(${ids(turmaIds)}) and v.nota is not null
    group by a.turma_id, v.chave, v.nota`);
  return linhas<ContagemDeNota>(r).map((l) => ({ turma_id: Number(l.turma_id), chave: l.chave, nota: Number(l.nota), quantidade: Number(l.quantidade) }));
}

export interface TextosLivres {
  gostou_mais: string | null;
  sugestoes_melhoria: string | null;
  comentarios_finais: string | null;
}

/** Os textos livres das avaliações das turmas: sem id, pessoa, turma nem horário. */
export async function textosLivres(db: Db, turmaIds: readonly number[]): Promise<TextosLivres[]> {
  if (turmaIds.length === 0) return [];
  const r = await db.execute(sql`
    select gostou_mais, sugestoes_melhoria, comentarios_finais from avaliacoes
    where turma_id = any(${ids(turmaIds)}) and coalesce(gostou_mais, sugestoes_melhoria, comentarios_finais) is not null`);
  return linhas<TextosLivres>(r);
}

/** Nome e e-mail das pessoas (lista de quem não respondeu). */
export async function contatos(db: Db, usuarioIds: readonly number[]): Promise<Map<number, { nome: string; email: string }>> {
  if (usuarioIds.length === 0) return new Map();
  const r = await db.execute(sql`select id, nome, email from usuarios where id = any(${ids(usuarioIds)})`);
  return new Map(linhas<{ id: number; nome: string; email: string }>(r).map((l) => [Number(l.id), { nome: l.nome, email: l.email }]));
}

export type LinhaExportacao = {
  evento: string;
  tipo: string;
  turma: string;
  data_fim: string;
} & TextosLivres & Record<string, unknown>;

/** Uma linha por avaliação (evento, turma, término, notas e textos), sem nenhuma coluna de pessoa nem data de envio. */
export async function avaliacoesParaExportar(db: Db, turmaIds: readonly number[]): Promise<LinhaExportacao[]> {
  if (turmaIds.length === 0) return [];
  const notas = sql.join(COLUNAS_NOTAS.map((c) => sql`a.${sql.identifier(c)}`), sql`, `);
  const r = await db.execute(sql`
    select e.titulo as evento, e.tipo, t.nome as turma, t.data_fim::text as data_fim, ${notas},
      a.gostou_mais, a.sugestoes_melhoria, a.comentarios_finais
    from avaliacoes a join turmas t on t.id = a.turma_id join eventos e on e.id = t.evento_id
    where a.turma_id = any(${ids(turmaIds)})`);
  return linhas<LinhaExportacao>(r);
}

/** Eventos e instrutores das turmas encerradas ou avaliadas (opções dos filtros da administração). */
export async function opcoesDosFiltros(db: Db, agora: Date) {
  const comResultado = sql`(t.fim < ${instante(agora)} or exists (select 1 from avaliacoes a where a.turma_id = t.id))`;
  const [eventos, instrutores] = await Promise.all([
    db.execute(sql`
      select distinct e.id, e.titulo as nome from eventos e join turmas t on t.evento_id = e.id where ${comResultado} order by nome, id`),
    db.execute(sql`
      select distinct u.id, u.nome from usuarios u join turma_instrutores ti on ti.usuario_id = u.id join turmas t on t.id = ti.turma_id
      where ${comResultado} order by nome, id`),
  ]);
  const opcoes = (x: unknown) => linhas<{ id: number; nome: string }>(x).map((l) => ({ id: Number(l.id), nome: l.nome }));
  return { eventos: opcoes(eventos), instrutores: opcoes(instrutores) };
}
