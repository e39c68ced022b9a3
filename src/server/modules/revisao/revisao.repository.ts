import { and, asc, eq, inArray, isNull, ne, sql, type SQL } from 'drizzle-orm';
import { PERFIS_AVALIADORES } from '#shared/rules/revisao.ts';
import type { Lance, StatusSubmissao, TipoAvaliacao } from '#shared/rules/chamadas.ts';
import type { Db } from '../../db/client.ts';
import type { pareceres } from '../../db/schema/index.ts';
import {
  avaliadorLinhas,
  chamadaCriterios,
  chamadaLinhas,
  chamadas,
  submissaoAvaliadores,
  submissaoCoautores,
  submissaoLances,
  submissoes,
  usuarios,
} from '../../db/schema/index.ts';

export type LinhaChamada = typeof chamadas.$inferSelect;
export type LinhaSubmissao = typeof submissoes.$inferSelect;
export type LinhaAtribuicao = typeof submissaoAvaliadores.$inferSelect;
export type LinhaParecer = typeof pareceres.$inferSelect;

/** Trava da revisão de uma chamada (`pg_advisory_xact_lock`): atribuições, pareceres, decisões e encerramento, um por vez. */
const TRAVA_REVISAO = 7305;

/**
 * Trava as escritas da revisão da chamada até o fim da transação. É uma trava à parte da linha da
 * chamada (que o autor trava em modo compartilhado ao salvar): quem segura esta nunca espera a linha da
 * chamada, então não há espera em círculo com as gravações dos autores.
 */
export async function travarRevisao(tx: Db, chamadaId: number): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(${TRAVA_REVISAO}, ${chamadaId}::int)`);
}

export async function buscarChamada(db: Db, id: number): Promise<LinhaChamada | null> {
  const [c] = await db.select().from(chamadas).where(eq(chamadas.id, id));
  return c ?? null;
}

/** Chamadas publicadas e não encerradas (a revisão acontece nelas), as mais novas primeiro. */
export async function chamadasEmRevisao(db: Db): Promise<LinhaChamada[]> {
  return db
    .select()
    .from(chamadas)
    .where(and(eq(chamadas.publicado, true), isNull(chamadas.encerradaEm)))
    .orderBy(sql`${chamadas.criadoEm} desc`, sql`${chamadas.id} desc`);
}

export interface Criterio {
  id: number;
  chamadaId: number;
  tipo: TipoAvaliacao;
  titulo: string;
  escalaMin: number;
  escalaMax: number;
  peso: number;
}

export async function criteriosDe(db: Db, chamadaIds: readonly number[]): Promise<Criterio[]> {
  if (chamadaIds.length === 0) return [];
  return db
    .select({
      id: chamadaCriterios.id,
      chamadaId: chamadaCriterios.chamadaId,
      tipo: chamadaCriterios.tipo,
      titulo: chamadaCriterios.titulo,
      escalaMin: chamadaCriterios.escalaMin,
      escalaMax: chamadaCriterios.escalaMax,
      peso: chamadaCriterios.peso,
    })
    .from(chamadaCriterios)
    .where(inArray(chamadaCriterios.chamadaId, [...chamadaIds]))
    .orderBy(asc(chamadaCriterios.tipo), asc(chamadaCriterios.ordem), asc(chamadaCriterios.id));
}

export interface LinhaTematica {
  id: number;
  chamadaId: number;
  codigo: string;
  nome: string;
}

export async function linhasDe(db: Db, chamadaIds: readonly number[]): Promise<LinhaTematica[]> {
  if (chamadaIds.length === 0) return [];
  return db
    .select({ id: chamadaLinhas.id, chamadaId: chamadaLinhas.chamadaId, codigo: chamadaLinhas.codigo, nome: chamadaLinhas.nome })
    .from(chamadaLinhas)
    .where(inArray(chamadaLinhas.chamadaId, [...chamadaIds]))
    .orderBy(asc(chamadaLinhas.ordem), asc(chamadaLinhas.id));
}

/* ------------------------------------------------------------------ trabalhos e autoria */

export interface TrabalhoDaRevisao {
  id: number;
  chamadaId: number;
  titulo: string;
  status: StatusSubmissao;
  linhaId: number | null;
  autorId: number;
  autorUnidadeId: number | null;
  submetidaEm: Date | null;
  decisao: LinhaSubmissao['decisao'];
  resultadoLiberadoEm: Date | null;
}

const camposDoTrabalho = {
  id: submissoes.id,
  chamadaId: submissoes.chamadaId,
  titulo: submissoes.titulo,
  status: submissoes.status,
  linhaId: submissoes.linhaId,
  autorId: submissoes.autorId,
  autorUnidadeId: usuarios.unidadeId,
  submetidaEm: submissoes.submetidaEm,
  decisao: submissoes.decisao,
  resultadoLiberadoEm: submissoes.resultadoLiberadoEm,
};

/** Situações em que o trabalho está na revisão (enviado, ainda não decidido e liberado). */
export const STATUS_NA_REVISAO = ['submetida', 'em_avaliacao'] as const satisfies readonly StatusSubmissao[];

/**
 * Trabalhos de uma chamada na revisão (enviados e não retirados, sem decisão liberada), com o filtro
 * da decisão guardada; com `travar`, as linhas ficam travadas (na ordem do id) até o fim da transação.
 */
export async function trabalhosNaRevisao(
  db: Db,
  chamadaId: number,
  o: { decisao?: 'nenhuma' | 'aprovada_oral'; ids?: readonly number[]; travar?: boolean } = {},
): Promise<TrabalhoDaRevisao[]> {
  const conds: SQL[] = [eq(submissoes.chamadaId, chamadaId), inArray(submissoes.status, [...STATUS_NA_REVISAO])];
  if (o.decisao === 'nenhuma') conds.push(isNull(submissoes.decisao));
  if (o.decisao === 'aprovada_oral') conds.push(eq(submissoes.decisao, 'aprovada_oral'));
  if (o.ids) conds.push(inArray(submissoes.id, [...o.ids]));
  const q = db
    .select(camposDoTrabalho)
    .from(submissoes)
    .innerJoin(usuarios, eq(usuarios.id, submissoes.autorId))
    .where(and(...conds))
    .orderBy(asc(submissoes.id));
  return o.travar ? q.for('update', { of: submissoes }) : q;
}

/** Os trabalhos que o oral alcança: aprovados para apresentação oral (liberados ou não). */
export async function trabalhosDoOral(db: Db, chamadaId: number, travar = false): Promise<TrabalhoDaRevisao[]> {
  const q = db
    .select(camposDoTrabalho)
    .from(submissoes)
    .innerJoin(usuarios, eq(usuarios.id, submissoes.autorId))
    .where(and(eq(submissoes.chamadaId, chamadaId), eq(submissoes.decisao, 'aprovada_oral'), ne(submissoes.status, 'retirada')))
    .orderBy(asc(submissoes.id));
  return travar ? q.for('update', { of: submissoes }) : q;
}

/** Um trabalho, com o autor (travado para escrita, se pedido). */
export async function trabalhoPorId(db: Db, id: number, travar = false): Promise<TrabalhoDaRevisao | null> {
  const q = db.select(camposDoTrabalho).from(submissoes).innerJoin(usuarios, eq(usuarios.id, submissoes.autorId)).where(eq(submissoes.id, id));
  const [t] = await (travar ? q.for('update', { of: submissoes }) : q);
  return t ?? null;
}

/** A linha inteira de um trabalho. */
export async function submissaoPorId(db: Db, id: number): Promise<LinhaSubmissao | null> {
  const [s] = await db.select().from(submissoes).where(eq(submissoes.id, id));
  return s ?? null;
}

export interface CoautoriaGravada {
  usuarioId: number | null;
  nome: string;
  email: string;
  cpf: string | null;
  unidadeId: number | null;
  contaUnidadeId: number | null;
  contaNome: string | null;
  contaCpf: string | null;
}

/** Coautores de vários trabalhos (com a unidade e o nome da conta, quando há). */
export async function coautoriasDe(db: Db, ids: readonly number[]): Promise<Map<number, CoautoriaGravada[]>> {
  const mapa = new Map<number, CoautoriaGravada[]>();
  if (ids.length === 0) return mapa;
  const r = await db
    .select({
      submissaoId: submissaoCoautores.submissaoId,
      usuarioId: submissaoCoautores.usuarioId,
      nome: submissaoCoautores.nome,
      email: submissaoCoautores.email,
      cpf: submissaoCoautores.cpf,
      unidadeId: submissaoCoautores.unidadeId,
      contaUnidadeId: usuarios.unidadeId,
      contaNome: usuarios.nome,
      contaCpf: usuarios.cpf,
    })
    .from(submissaoCoautores)
    .leftJoin(usuarios, eq(usuarios.id, submissaoCoautores.usuarioId))
    .where(inArray(submissaoCoautores.submissaoId, [...ids]))
    .orderBy(asc(submissaoCoautores.submissaoId), asc(submissaoCoautores.ordem));
  for (const { submissaoId, ...c } of r) mapa.set(submissaoId, [...(mapa.get(submissaoId) ?? []), c]);
  return mapa;
}

/* ------------------------------------------------------------------ quem avalia */

export interface PessoaAvaliadora {
  id: number;
  nome: string;
  email: string;
  cpf: string;
  unidadeId: number | null;
  perfis: string[];
  ativo: boolean;
}

const camposDaPessoa = { id: usuarios.id, nome: usuarios.nome, email: usuarios.email, cpf: usuarios.cpf, unidadeId: usuarios.unidadeId, perfis: usuarios.perfis, ativo: usuarios.ativo };

export async function pessoaPorId(db: Db, id: number): Promise<PessoaAvaliadora | null> {
  const [p] = await db.select(camposDaPessoa).from(usuarios).where(eq(usuarios.id, id));
  return p ?? null;
}

/** Quem pode avaliar: contas ativas de instrutores e administradores. */
const ehAvaliadorSql = sql`${usuarios.ativo} and ${usuarios.perfis} && ${sql.param([...PERFIS_AVALIADORES])}::text[]`;

export async function avaliadoresAtivos(db: Db): Promise<PessoaAvaliadora[]> {
  return db.select(camposDaPessoa).from(usuarios).where(ehAvaliadorSql).orderBy(asc(usuarios.nome), asc(usuarios.id));
}

/** Linhas declaradas por pessoa numa chamada. */
export async function linhasDeclaradas(db: Db, chamadaId: number, usuarioId?: number): Promise<Map<number, Set<number>>> {
  const r = await db
    .select({ usuarioId: avaliadorLinhas.usuarioId, linhaId: avaliadorLinhas.linhaId })
    .from(avaliadorLinhas)
    .innerJoin(chamadaLinhas, eq(chamadaLinhas.id, avaliadorLinhas.linhaId))
    .where(and(eq(chamadaLinhas.chamadaId, chamadaId), usuarioId === undefined ? undefined : eq(avaliadorLinhas.usuarioId, usuarioId)));
  const mapa = new Map<number, Set<number>>();
  for (const l of r) mapa.set(l.usuarioId, (mapa.get(l.usuarioId) ?? new Set()).add(l.linhaId));
  return mapa;
}

/** Todas as linhas (de qualquer chamada) que uma pessoa declarou. */
export async function linhasDaPessoa(db: Db, usuarioId: number): Promise<Set<number>> {
  const r = await db.select({ linhaId: avaliadorLinhas.linhaId }).from(avaliadorLinhas).where(eq(avaliadorLinhas.usuarioId, usuarioId));
  return new Set(r.map((l) => l.linhaId));
}

/** O conjunto de quem avalia na chamada: quem declarou linhas nela e ainda pode avaliar (ativo, instrutor ou administrador). */
export async function conjuntoDaChamada(db: Db, chamadaId: number): Promise<(PessoaAvaliadora & { linhas: Set<number> })[]> {
  const declaradas = await linhasDeclaradas(db, chamadaId);
  if (declaradas.size === 0) return [];
  const pessoas = await db
    .select(camposDaPessoa)
    .from(usuarios)
    .where(and(inArray(usuarios.id, [...declaradas.keys()]), ehAvaliadorSql))
    .orderBy(asc(usuarios.id));
  return pessoas.map((p) => ({ ...p, linhas: declaradas.get(p.id)! }));
}

/** Troca as linhas que a pessoa declara numa chamada. */
export async function gravarLinhasDeclaradas(tx: Db, chamadaId: number, usuarioId: number, linhaIds: readonly number[]): Promise<void> {
  await tx.execute(sql`
    delete from ${avaliadorLinhas} al using ${chamadaLinhas} l
    where l.id = al.linha_id and l.chamada_id = ${chamadaId} and al.usuario_id = ${usuarioId}`);
  if (linhaIds.length) await tx.insert(avaliadorLinhas).values([...new Set(linhaIds)].map((linhaId) => ({ linhaId, usuarioId })));
}

/* ------------------------------------------------------------------ lances */

export async function lancesDaChamada(db: Db, chamadaId: number, avaliadorId?: number): Promise<{ submissaoId: number; avaliadorId: number; lance: Lance }[]> {
  return db
    .select({ submissaoId: submissaoLances.submissaoId, avaliadorId: submissaoLances.avaliadorId, lance: submissaoLances.lance })
    .from(submissaoLances)
    .innerJoin(submissoes, eq(submissoes.id, submissaoLances.submissaoId))
    .where(and(eq(submissoes.chamadaId, chamadaId), avaliadorId === undefined ? undefined : eq(submissaoLances.avaliadorId, avaliadorId)));
}

export async function gravarLance(tx: Db, submissaoId: number, avaliadorId: number, lance: Lance | null, agora: Date): Promise<void> {
  if (lance === null) {
    await tx.delete(submissaoLances).where(and(eq(submissaoLances.submissaoId, submissaoId), eq(submissaoLances.avaliadorId, avaliadorId)));
    return;
  }
  await tx
    .insert(submissaoLances)
    .values({ submissaoId, avaliadorId, lance, atualizadoEm: agora })
    .onConflictDoUpdate({ target: [submissaoLances.submissaoId, submissaoLances.avaliadorId], set: { lance, atualizadoEm: agora } });
}

/* ------------------------------------------------------------------ atribuições */

/** Atribuições ativas de uma chamada (de um tipo, ou de todos). */
export async function atribuicoesAtivas(db: Db, chamadaId: number, tipo?: TipoAvaliacao): Promise<LinhaAtribuicao[]> {
  return db
    .select()
    .from(submissaoAvaliadores)
    .where(and(eq(submissaoAvaliadores.chamadaId, chamadaId), isNull(submissaoAvaliadores.revogadoEm), tipo ? eq(submissaoAvaliadores.tipo, tipo) : undefined));
}

export async function atribuicoesDoTrabalho(db: Db, submissaoId: number): Promise<LinhaAtribuicao[]> {
  return db.select().from(submissaoAvaliadores).where(eq(submissaoAvaliadores.submissaoId, submissaoId)).orderBy(asc(submissaoAvaliadores.id));
}

export async function atribuicaoPorId(db: Db, id: number): Promise<LinhaAtribuicao | null> {
  const [a] = await db.select().from(submissaoAvaliadores).where(eq(submissaoAvaliadores.id, id));
  return a ?? null;
}

/** A atribuição ativa de uma pessoa num trabalho e tipo. */
export async function atribuicaoAtiva(db: Db, submissaoId: number, avaliadorId: number, tipo: TipoAvaliacao): Promise<LinhaAtribuicao | null> {
  const [a] = await db
    .select()
    .from(submissaoAvaliadores)
    .where(
      and(
        eq(submissaoAvaliadores.submissaoId, submissaoId),
        eq(submissaoAvaliadores.avaliadorId, avaliadorId),
        eq(submissaoAvaliadores.tipo, tipo),
        isNull(submissaoAvaliadores.revogadoEm),
      ),
    );
  return a ?? null;
}

export async function inserirAtribuicoes(tx: Db, novas: (typeof submissaoAvaliadores.$inferInsert)[]): Promise<LinhaAtribuicao[]> {
  const feitas: LinhaAtribuicao[] = [];
  for (let i = 0; i < novas.length; i += 1000) feitas.push(...(await tx.insert(submissaoAvaliadores).values(novas.slice(i, i + 1000)).returning()));
  return feitas;
}

export async function revogarAtribuicao(tx: Db, id: number, por: number | null, agora: Date): Promise<LinhaAtribuicao | null> {
  const [a] = await tx
    .update(submissaoAvaliadores)
    .set({ revogadoEm: agora, revogadoPor: por })
    .where(and(eq(submissaoAvaliadores.id, id), isNull(submissaoAvaliadores.revogadoEm)))
    .returning();
  return a ?? null;
}

/** Passa para "em avaliação" os trabalhos ainda "submetida"; devolve os que mudaram. */
export async function passarParaEmAvaliacao(tx: Db, ids: readonly number[], agora: Date): Promise<number[]> {
  if (ids.length === 0) return [];
  const r = await tx
    .update(submissoes)
    .set({ status: 'em_avaliacao', atualizadoEm: agora })
    .where(and(inArray(submissoes.id, [...ids]), eq(submissoes.status, 'submetida')))
    .returning({ id: submissoes.id });
  return r.map((x) => x.id);
}

/** Autor (nome e e-mail) e título de vários trabalhos, para os avisos. */
export async function autoresDe(db: Db, ids: readonly number[]) {
  if (ids.length === 0) return [];
  return db
    .select({ id: submissoes.id, titulo: submissoes.titulo, autorId: submissoes.autorId, nome: usuarios.nome, email: usuarios.email })
    .from(submissoes)
    .innerJoin(usuarios, eq(usuarios.id, submissoes.autorId))
    .where(inArray(submissoes.id, [...ids]))
    .orderBy(asc(submissoes.id));
}

export * from './pareceres.repository.ts';
export * from './decisoes.repository.ts';
