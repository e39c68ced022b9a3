import { and, asc, desc, eq, inArray, isNotNull, or, type SQL } from 'drizzle-orm';
import type { Departamento, StatusSolicitacao } from '#shared/rules/solicitacoes-curso.ts';
import type { Db } from '../../db/client.ts';
import { eventos, solicitacaoCursoDatas, solicitacaoCursoPalestrantes, solicitacoesCurso, unidades, usuarios } from '../../db/schema/index.ts';

export type LinhaSolicitacao = typeof solicitacoesCurso.$inferSelect;
type NovaSolicitacao = typeof solicitacoesCurso.$inferInsert;

/** Uma solicitação com o nome do autor, o da unidade e se o evento criado dela já está publicado (o que a resposta mostra). */
export interface SolicitacaoComNomes {
  solicitacao: LinhaSolicitacao;
  autorNome: string;
  unidadeNome: string | null;
  /** Nulo quando a solicitação não tem evento. */
  eventoPublicado: boolean | null;
}

export interface DataProposta {
  data: string;
  horario_inicio: string;
  horario_fim: string;
}
export interface PalestranteProposto {
  usuario_id: number | null;
  nome: string;
}

const comNomes = {
  solicitacao: solicitacoesCurso,
  autorNome: usuarios.nome,
  unidadeNome: unidades.nome,
  eventoPublicado: eventos.publicado,
};

/** A solicitação com autor, unidade e o evento dela numa consulta só (a lista não faz uma consulta por linha). */
function consultaComNomes(db: Db) {
  return db
    .select(comNomes)
    .from(solicitacoesCurso)
    .innerJoin(usuarios, eq(usuarios.id, solicitacoesCurso.autorId))
    .leftJoin(unidades, eq(unidades.id, solicitacoesCurso.unidadeId))
    .leftJoin(eventos, eq(eventos.id, solicitacoesCurso.eventoId));
}

export async function buscarSolicitacao(db: Db, id: number): Promise<SolicitacaoComNomes | null> {
  const [linha] = await consultaComNomes(db).where(eq(solicitacoesCurso.id, id));
  return linha ?? null;
}

export interface FiltroLista {
  usuarioId: number;
  /** Todas as visíveis à administração (as próprias e as alheias já enviadas alguma vez); falso = só as próprias. */
  todas: boolean;
  status?: StatusSolicitacao | undefined;
  departamento?: Departamento | undefined;
}

/** Solicitações visíveis a quem pede, das atualizadas por último para as mais antigas. */
export async function listarSolicitacoes(db: Db, f: FiltroLista): Promise<SolicitacaoComNomes[]> {
  const conds: SQL[] = [
    f.todas
      ? or(eq(solicitacoesCurso.autorId, f.usuarioId), isNotNull(solicitacoesCurso.enviadaEm))!
      : eq(solicitacoesCurso.autorId, f.usuarioId),
  ];
  if (f.status) conds.push(eq(solicitacoesCurso.status, f.status));
  if (f.departamento) conds.push(eq(solicitacoesCurso.departamento, f.departamento));
  return consultaComNomes(db)
    .where(and(...conds))
    .orderBy(desc(solicitacoesCurso.atualizadoEm), desc(solicitacoesCurso.id));
}

/** Datas e palestrantes de várias solicitações (duas consultas, qualquer que seja o número delas). */
export async function datasEPalestrantes(db: Db, ids: readonly number[]) {
  const datas = new Map<number, DataProposta[]>();
  const palestrantes = new Map<number, PalestranteProposto[]>();
  if (ids.length === 0) return { datas, palestrantes };
  const [ds, ps] = await Promise.all([
    db
      .select()
      .from(solicitacaoCursoDatas)
      .where(inArray(solicitacaoCursoDatas.solicitacaoId, [...ids]))
      .orderBy(asc(solicitacaoCursoDatas.data)),
    db
      .select()
      .from(solicitacaoCursoPalestrantes)
      .where(inArray(solicitacaoCursoPalestrantes.solicitacaoId, [...ids]))
      .orderBy(asc(solicitacaoCursoPalestrantes.ordem), asc(solicitacaoCursoPalestrantes.id)),
  ]);
  for (const d of ds) {
    const lista = datas.get(d.solicitacaoId) ?? [];
    lista.push({ data: d.data, horario_inicio: d.horarioInicio, horario_fim: d.horarioFim });
    datas.set(d.solicitacaoId, lista);
  }
  for (const p of ps) {
    const lista = palestrantes.get(p.solicitacaoId) ?? [];
    lista.push({ usuario_id: p.usuarioId, nome: p.nome });
    palestrantes.set(p.solicitacaoId, lista);
  }
  return { datas, palestrantes };
}

export async function unidadeExiste(db: Db, id: number): Promise<boolean> {
  const [u] = await db.select({ id: unidades.id }).from(unidades).where(eq(unidades.id, id));
  return Boolean(u);
}

/** Nome e situação das contas pedidas (palestrantes com conta). */
export async function pessoasPorIds(db: Db, ids: readonly number[]) {
  if (ids.length === 0) return [];
  return db.select({ id: usuarios.id, nome: usuarios.nome, ativo: usuarios.ativo }).from(usuarios).where(inArray(usuarios.id, [...ids]));
}

/** Nome e e-mail de uma pessoa (aviso por e-mail ao autor). */
export async function contatoDe(db: Db, usuarioId: number) {
  const [u] = await db.select({ nome: usuarios.nome, email: usuarios.email }).from(usuarios).where(eq(usuarios.id, usuarioId));
  return u ?? null;
}

export async function inserirSolicitacao(tx: Db, valores: NovaSolicitacao): Promise<number> {
  const [linha] = await tx.insert(solicitacoesCurso).values(valores).returning({ id: solicitacoesCurso.id });
  return linha!.id;
}

/** Troca as datas e os palestrantes de uma solicitação pelos dados. */
export async function substituirDatasEPalestrantes(tx: Db, id: number, datas: readonly DataProposta[], palestrantes: readonly PalestranteProposto[]): Promise<void> {
  await tx.delete(solicitacaoCursoDatas).where(eq(solicitacaoCursoDatas.solicitacaoId, id));
  await tx.delete(solicitacaoCursoPalestrantes).where(eq(solicitacaoCursoPalestrantes.solicitacaoId, id));
  if (datas.length > 0) {
    await tx
      .insert(solicitacaoCursoDatas)
      .values(datas.map((d) => ({ solicitacaoId: id, data: d.data, horarioInicio: d.horario_inicio, horarioFim: d.horario_fim })));
  }
  if (palestrantes.length > 0) {
    await tx
      .insert(solicitacaoCursoPalestrantes)
      .values(palestrantes.map((p, i) => ({ solicitacaoId: id, usuarioId: p.usuario_id, nome: p.nome, ordem: i + 1 })));
  }
}

/**
 * Muda uma solicitação só se ela ainda estiver numa das situações `de` (e, com `autorId`, só se for
 * dessa pessoa), num UPDATE condicional: duas mudanças simultâneas não passam as duas. Devolve a linha
 * alterada, ou nulo quando a condição não valeu (quem chama explica por quê).
 */
export async function mudarSeEstiver(
  tx: Db,
  id: number,
  cond: { de: readonly StatusSolicitacao[]; autorId?: number },
  valores: Partial<NovaSolicitacao>,
): Promise<LinhaSolicitacao | null> {
  const [linha] = await tx
    .update(solicitacoesCurso)
    .set(valores)
    .where(
      and(
        eq(solicitacoesCurso.id, id),
        inArray(solicitacoesCurso.status, [...cond.de]),
        cond.autorId === undefined ? undefined : eq(solicitacoesCurso.autorId, cond.autorId),
      ),
    )
    .returning();
  return linha ?? null;
}

/** Liga a solicitação ao evento criado a partir dela. */
export async function vincularEvento(tx: Db, id: number, eventoId: number): Promise<LinhaSolicitacao> {
  const [linha] = await tx.update(solicitacoesCurso).set({ eventoId }).where(eq(solicitacoesCurso.id, id)).returning();
  return linha!;
}
