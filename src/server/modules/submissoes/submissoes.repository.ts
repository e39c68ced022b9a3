import { and, asc, count, desc, eq, inArray, isNotNull, isNull, or, sql, type SQL } from 'drizzle-orm';
import { STATUS_EDITAVEIS, type StatusSubmissao } from '#shared/rules/chamadas.ts';
import type { Db } from '../../db/client.ts';
import { chamadaLinhas, chamadas, submissaoAvaliadores, submissaoCoautores, submissaoPosteres, submissoes, unidades, usuarios } from '../../db/schema/index.ts';

export type LinhaSubmissao = typeof submissoes.$inferSelect;
export type NovaSubmissao = typeof submissoes.$inferInsert;
export type LinhaPoster = typeof submissaoPosteres.$inferSelect;

/** O trabalho com o que as respostas mostram: autor, chamada e linha temática. */
export interface SubmissaoComNomes {
  submissao: LinhaSubmissao;
  autor: { nome: string; email: string };
  chamada: { titulo: string; prazoFinal: string; publicado: boolean; aceitaPoster: boolean };
  linha: { codigo: string; nome: string } | null;
}

const comNomes = {
  submissao: submissoes,
  autorNome: usuarios.nome,
  autorEmail: usuarios.email,
  chamadaTitulo: chamadas.titulo,
  prazoFinal: chamadas.prazoFinal,
  publicado: chamadas.publicado,
  aceitaPoster: chamadas.aceitaPoster,
  linhaCodigo: chamadaLinhas.codigo,
  linhaNome: chamadaLinhas.nome,
};

type Crua = { submissao: LinhaSubmissao; autorNome: string; autorEmail: string; chamadaTitulo: string; prazoFinal: string; publicado: boolean; aceitaPoster: boolean; linhaCodigo: string | null; linhaNome: string | null };

function montar(l: Crua): SubmissaoComNomes {
  return {
    submissao: l.submissao,
    autor: { nome: l.autorNome, email: l.autorEmail },
    chamada: { titulo: l.chamadaTitulo, prazoFinal: l.prazoFinal, publicado: l.publicado, aceitaPoster: l.aceitaPoster },
    linha: l.linhaCodigo !== null && l.linhaNome !== null ? { codigo: l.linhaCodigo, nome: l.linhaNome } : null,
  };
}

function consulta(db: Db) {
  return db
    .select(comNomes)
    .from(submissoes)
    .innerJoin(usuarios, eq(usuarios.id, submissoes.autorId))
    .innerJoin(chamadas, eq(chamadas.id, submissoes.chamadaId))
    .leftJoin(chamadaLinhas, eq(chamadaLinhas.id, submissoes.linhaId));
}

/** Um trabalho; com `travar`, a linha do trabalho fica travada para escrita até o fim da transação. */
export async function buscarSubmissao(db: Db, id: number, travar = false): Promise<SubmissaoComNomes | null> {
  const q = consulta(db).where(eq(submissoes.id, id));
  const [l] = await (travar ? q.for('update', { of: submissoes }) : q);
  return l ? montar(l) : null;
}

export interface FiltroLista {
  /** Só os trabalhos desta pessoa (todos os seus, rascunhos inclusive). */
  autorId?: number | undefined;
  /** Só os que alguma vez foram enviados (a visão da administração). */
  soEnviados?: boolean;
  chamadaId?: number | undefined;
  status?: StatusSubmissao | undefined;
  linhaId?: number | undefined;
}

export interface ResumoCru extends SubmissaoComNomes {
  totalCoautores: number;
  temPoster: boolean;
}

/** Trabalhos pelos filtros, com contagem de coautores e se têm pôster, numa consulta. */
export async function listarSubmissoes(db: Db, f: FiltroLista): Promise<ResumoCru[]> {
  const conds: SQL[] = [];
  if (f.autorId !== undefined) conds.push(eq(submissoes.autorId, f.autorId));
  if (f.soEnviados) conds.push(isNotNull(submissoes.submetidaEm));
  if (f.chamadaId !== undefined) conds.push(eq(submissoes.chamadaId, f.chamadaId));
  if (f.status) conds.push(eq(submissoes.status, f.status));
  if (f.linhaId !== undefined) conds.push(eq(submissoes.linhaId, f.linhaId));
  const linhas = await db
    .select({
      ...comNomes,
      totalCoautores: sql<number>`(select count(*) from ${submissaoCoautores} c where c.submissao_id = ${submissoes.id})`.mapWith(Number),
      temPoster: sql<boolean>`exists (select 1 from ${submissaoPosteres} p where p.submissao_id = ${submissoes.id} and p.substituido_em is null)`,
    })
    .from(submissoes)
    .innerJoin(usuarios, eq(usuarios.id, submissoes.autorId))
    .innerJoin(chamadas, eq(chamadas.id, submissoes.chamadaId))
    .leftJoin(chamadaLinhas, eq(chamadaLinhas.id, submissoes.linhaId))
    .where(and(...conds))
    .orderBy(f.soEnviados ? desc(submissoes.submetidaEm) : desc(submissoes.atualizadoEm), desc(submissoes.id));
  return linhas.map(({ totalCoautores, temPoster, ...l }) => ({ ...montar(l), totalCoautores, temPoster: Boolean(temPoster) }));
}

export interface CoautorGravado {
  nome: string;
  email: string;
  unidadeId: number | null;
  unidadeNome: string | null;
  papel: (typeof submissaoCoautores.$inferSelect)['papel'];
  cpf: string | null;
}

/** Coautores de vários trabalhos, na ordem em que o autor os pôs. */
export async function coautoresDe(db: Db, ids: readonly number[]): Promise<Map<number, CoautorGravado[]>> {
  const mapa = new Map<number, CoautorGravado[]>();
  if (ids.length === 0) return mapa;
  const linhas = await db
    .select({
      submissaoId: submissaoCoautores.submissaoId,
      nome: submissaoCoautores.nome,
      email: submissaoCoautores.email,
      unidadeId: submissaoCoautores.unidadeId,
      unidadeNome: unidades.nome,
      papel: submissaoCoautores.papel,
      cpf: submissaoCoautores.cpf,
    })
    .from(submissaoCoautores)
    .leftJoin(unidades, eq(unidades.id, submissaoCoautores.unidadeId))
    .where(inArray(submissaoCoautores.submissaoId, [...ids]))
    .orderBy(asc(submissaoCoautores.ordem));
  for (const { submissaoId, ...c } of linhas) mapa.set(submissaoId, [...(mapa.get(submissaoId) ?? []), c]);
  return mapa;
}

export async function inserirSubmissao(tx: Db, valores: NovaSubmissao): Promise<number> {
  const [l] = await tx.insert(submissoes).values(valores).returning({ id: submissoes.id });
  return l!.id;
}

/** Atualiza um trabalho que o autor ainda edita (rascunho ou enviado); devolve se mudou. */
export async function atualizarEditavel(tx: Db, id: number, valores: Partial<NovaSubmissao>): Promise<boolean> {
  const r = await tx
    .update(submissoes)
    .set(valores)
    .where(and(eq(submissoes.id, id), inArray(submissoes.status, [...STATUS_EDITAVEIS])))
    .returning({ id: submissoes.id });
  return r.length > 0;
}

export interface CoautorParaGravar {
  nome: string;
  email: string;
  unidadeId: number | null;
  papel: (typeof submissaoCoautores.$inferInsert)['papel'];
  cpf: string | null;
  usuarioId: number | null;
}

export async function substituirCoautores(tx: Db, submissaoId: number, coautores: readonly CoautorParaGravar[]): Promise<void> {
  await tx.delete(submissaoCoautores).where(eq(submissaoCoautores.submissaoId, submissaoId));
  if (coautores.length) await tx.insert(submissaoCoautores).values(coautores.map((c, i) => ({ ...c, submissaoId, ordem: i + 1 })));
}

/** Contas achadas pelos e-mails ou CPFs dos coautores (para os conflitos de interesse e certificados). */
export async function contasPorEmailOuCpf(db: Db, emails: readonly string[], cpfs: readonly string[]) {
  const conds: SQL[] = [];
  if (emails.length) conds.push(inArray(usuarios.email, [...emails]));
  if (cpfs.length) conds.push(inArray(usuarios.cpf, [...cpfs]));
  if (conds.length === 0) return [];
  return db.select({ id: usuarios.id, email: usuarios.email, cpf: usuarios.cpf }).from(usuarios).where(or(...conds));
}

/** Quais destas unidades existem. */
export async function unidadesExistentes(db: Db, ids: readonly number[]): Promise<Set<number>> {
  if (ids.length === 0) return new Set();
  const l = await db.select({ id: unidades.id }).from(unidades).where(inArray(unidades.id, [...ids]));
  return new Set(l.map((u) => u.id));
}

/** Nome, e-mail e CPF de uma conta. */
export async function contaDe(db: Db, usuarioId: number) {
  const [u] = await db.select({ nome: usuarios.nome, email: usuarios.email, cpf: usuarios.cpf }).from(usuarios).where(eq(usuarios.id, usuarioId));
  return u ?? null;
}

/** Pôsteres de vários trabalhos, do mais novo ao mais antigo (o atual é o sem `substituidoEm`). */
export async function posteresDe(db: Db, ids: readonly number[]): Promise<Map<number, LinhaPoster[]>> {
  const mapa = new Map<number, LinhaPoster[]>();
  if (ids.length === 0) return mapa;
  const linhas = await db.select().from(submissaoPosteres).where(inArray(submissaoPosteres.submissaoId, [...ids])).orderBy(desc(submissaoPosteres.enviadoEm), desc(submissaoPosteres.id));
  for (const p of linhas) mapa.set(p.submissaoId, [...(mapa.get(p.submissaoId) ?? []), p]);
  return mapa;
}

export async function posterAtual(db: Db, submissaoId: number): Promise<LinhaPoster | null> {
  const [p] = await db.select().from(submissaoPosteres).where(and(eq(submissaoPosteres.submissaoId, submissaoId), isNull(submissaoPosteres.substituidoEm)));
  return p ?? null;
}

export async function posterPorId(db: Db, submissaoId: number, posterId: number): Promise<LinhaPoster | null> {
  const [p] = await db.select().from(submissaoPosteres).where(and(eq(submissaoPosteres.id, posterId), eq(submissaoPosteres.submissaoId, submissaoId)));
  return p ?? null;
}

/** Grava um pôster novo como o atual; o anterior fica no histórico, substituído agora. */
export async function gravarPoster(tx: Db, p: typeof submissaoPosteres.$inferInsert & { enviadoEm: Date }): Promise<LinhaPoster> {
  await tx
    .update(submissaoPosteres)
    .set({ substituidoEm: p.enviadoEm })
    .where(and(eq(submissaoPosteres.submissaoId, p.submissaoId), isNull(submissaoPosteres.substituidoEm)));
  const [novo] = await tx.insert(submissaoPosteres).values(p).returning();
  return novo!;
}

/** A pessoa tem uma atribuição ativa (de qualquer tipo) neste trabalho. */
export async function avaliaOTrabalho(db: Db, submissaoId: number, usuarioId: number): Promise<boolean> {
  const [l] = await db
    .select({ n: count() })
    .from(submissaoAvaliadores)
    .where(and(eq(submissaoAvaliadores.submissaoId, submissaoId), eq(submissaoAvaliadores.avaliadorId, usuarioId), isNull(submissaoAvaliadores.revogadoEm)));
  return (l?.n ?? 0) > 0;
}
